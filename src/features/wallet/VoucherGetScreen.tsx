import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** voucher/{code}/token/{token}/get (not built yet). */
export default function VoucherGetScreen() {
  return <ComingSoonScreen />;
}
