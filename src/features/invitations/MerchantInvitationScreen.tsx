import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** merchant/{code}/invitation (not built yet). */
export default function MerchantInvitationScreen() {
  return <ComingSoonScreen />;
}
