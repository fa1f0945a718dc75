import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** merchant/{code}/invitation (later slice). */
export default function MerchantInvitationScreen() {
  return <ComingSoonScreen />;
}
