import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** booking/success (later slice). */
export default function BookingSuccessScreen() {
  return <ComingSoonScreen />;
}
