import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** booking/cancel/success (later slice). */
export default function CancelSuccessScreen() {
  return <ComingSoonScreen />;
}
