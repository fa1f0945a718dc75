import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** invitation/accepted (later slice). */
export default function InvitationAcceptedScreen() {
  return <ComingSoonScreen />;
}
