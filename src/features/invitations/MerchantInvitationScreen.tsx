import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** merchant/{code}/invitation (not built yet). */
export default function MerchantInvitationScreen() {
  return <ComingSoonScreen />;
}
