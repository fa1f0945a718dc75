import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** voucher/{code}/token/{token}/get (not built yet). */
export default function VoucherGetScreen() {
  return <ComingSoonScreen />;
}
