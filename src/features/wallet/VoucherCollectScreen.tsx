import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** voucher/{code}/collect (not built yet). */
export default function VoucherCollectScreen() {
  return <ComingSoonScreen />;
}
