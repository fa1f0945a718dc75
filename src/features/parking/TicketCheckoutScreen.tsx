import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** checkout: ticket checkout (later slice). */
export default function TicketCheckoutScreen() {
  return <ComingSoonScreen />;
}
