import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** voucher/{code}/token/{token}/get (later slice). */
export default function VoucherGetScreen() {
  return <ComingSoonScreen />;
}
