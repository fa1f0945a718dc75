import { InvitationView } from './InvitationView';

/** member/{code}/invitation (company) and member/{code}/invitation/home (embed): a member's invitation of one person. */
export default function MemberInvitationScreen() {
  return <InvitationView kind="member" />;
}
