import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** mytickets: the customer's pre-paid tickets (later slice). */
export default function MyTicketsScreen() {
  return <ComingSoonScreen />;
}
