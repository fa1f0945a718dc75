import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** booking/topup/success (later slice). */
export default function TopUpSuccessScreen() {
  return <ComingSoonScreen />;
}
