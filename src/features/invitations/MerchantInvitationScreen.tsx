import { InvitationView } from './InvitationView';

/** merchant/{code}/invitation: a merchant's invitation into its wallet programme ({code} is the link's token). */
export default function MerchantInvitationScreen() {
  return <InvitationView kind="merchant" />;
}
