import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** invitation/accepted (not built yet). */
export default function InvitationAcceptedScreen() {
  return <ComingSoonScreen />;
}
