import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** voucher/{code}/collect (not built yet). */
export default function VoucherCollectScreen() {
  return <ComingSoonScreen />;
}
