import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** member/{code}/invitation (not built yet). */
export default function MemberInvitationScreen() {
  return <ComingSoonScreen />;
}
