import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** member/{code}/invitation (not built yet). */
export default function MemberInvitationScreen() {
  return <ComingSoonScreen />;
}
