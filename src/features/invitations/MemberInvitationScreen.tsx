import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** member/{code}/invitation (later slice). */
export default function MemberInvitationScreen() {
  return <ComingSoonScreen />;
}
