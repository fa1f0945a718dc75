import { VoucherCollectView } from './VoucherCollectView';

/** voucher/{code}/token/{token}/get: a claim link, shown first and claimed on the customer's click. */
export default function VoucherGetScreen() {
  return <VoucherCollectView />;
}
