import { VoucherCollectView } from './VoucherCollectView';

/** voucher/{code}/collect: collect the voucher of a campaign by its code. */
export default function VoucherCollectScreen() {
  return <VoucherCollectView />;
}
