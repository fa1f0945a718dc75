import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** voucher/{code}/collect (later slice). */
export default function VoucherCollectScreen() {
  return <ComingSoonScreen />;
}
