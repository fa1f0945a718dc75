import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** invitation/accepted (not built yet). */
export default function InvitationAcceptedScreen() {
  return <ComingSoonScreen />;
}
