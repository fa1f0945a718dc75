import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** invitation/accepted (later slice). */
export default function InvitationAcceptedScreen() {
  return <ComingSoonScreen />;
}
