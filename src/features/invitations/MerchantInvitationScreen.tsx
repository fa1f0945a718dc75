import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** merchant/{code}/invitation (later slice). */
export default function MerchantInvitationScreen() {
  return <ComingSoonScreen />;
}
