import type {
  ConfirmPaymentReply,
  PaymentStatus,
  SendOrderReply,
  StartPaymentReply,
} from '../../flows/parking/parking-replies';
import type { PaymentPurpose, StartPaymentInput } from '../../flows/payment/payment.machine';
import { loadSinglePay, loadTableBill, payTableBill, startSinglePay } from '../api/endpoints/shop-table-pay';
import type { ApiClient } from '../api/client';
import type { ShopTablePayRequest } from '../generated/api/shop-table-pay.request';
import type { SinglePayStartRequest } from '../generated/api/single-pay-start.request';
import { refusalOf } from './payment-replies';

/**
 * The payment machine's calls for a table bill's share and a single-pay request
 * (docs/shop.md#bill-methods): shop/tablePay and shop/singlePayStart start the payment (stored value
 * with its PIN and a saved card are paid at once: status 'approved'; otherwise the gateway's page,
 * always REDIRECT as it returns to the bill or request), and the bill or request read back says
 * how the payment stands, in the shape of the payment machine's replies.
 */

type TableBillPurpose = Extract<PaymentPurpose, { kind: 'tableBill' }>;
type SinglePayPurpose = Extract<PaymentPurpose, { kind: 'singlePay' }>;

export async function startTableBillPayment(
  shop: ApiClient,
  purpose: TableBillPurpose,
  input: StartPaymentInput,
): Promise<StartPaymentReply> {
  const reply = await payTableBill(shop, {
    table: purpose.table,
    ...(purpose.tableKey ? { tableKey: purpose.tableKey } : {}),
    billId: purpose.billId,
    idempotencyKey: input.idempotencyKey,
    split: purpose.split,
    paymentCode: input.paymentCode as ShopTablePayRequest['paymentCode'],
    quotedAmount: purpose.quotedAmount,
    ...(input.pin === '' ? {} : { pin: input.pin }),
    ...(input.savedCardId === null ? {} : { savedCardId: input.savedCardId }),
  });
  const r = reply.result;
  if (!reply.success || r.rtn <= 0 || !r.paymentId) return { success: reply.success, result: refusalOf(r) };
  return {
    success: true,
    result: {
      rtn: r.rtn,
      txn: r.paymentId,
      payUiType: 'REDIRECT',
      ...(r.total !== undefined ? { amount: r.total } : {}),
      ...(r.gatewayUrl ? { gatewayUrl: r.gatewayUrl } : {}),
      ...(r.status === 'approved' ? { status: 'approved' } : {}),
    },
  };
}

export async function startSinglePayment(
  shop: ApiClient,
  purpose: SinglePayPurpose,
  input: StartPaymentInput,
): Promise<StartPaymentReply> {
  const reply = await startSinglePay(shop, {
    txn: purpose.txn,
    idempotencyKey: input.idempotencyKey,
    paymentCode: input.paymentCode as SinglePayStartRequest['paymentCode'],
    quotedTotal: purpose.quotedTotal,
    ...(input.pin === '' ? {} : { pin: input.pin }),
    ...(input.savedCardId === null ? {} : { savedCardId: input.savedCardId }),
  });
  const request = reply.result.request;
  if (!reply.success || reply.result.rtn <= 0 || !request)
    return { success: reply.success, result: refusalOf(reply.result) };
  return {
    success: true,
    result: {
      rtn: reply.result.rtn,
      txn: request.txn,
      payUiType: 'REDIRECT',
      amount: request.amount + request.surcharge,
      ...(request.gatewayUrl ? { gatewayUrl: request.gatewayUrl } : {}),
      ...(request.status === 'paid' ? { status: 'approved' } : {}),
    },
  };
}

const BILL_STATUS: Record<string, PaymentStatus> = {
  pending: 'pending',
  approved: 'approved',
  failed: 'failed',
  abandoned: 'abandoned',
};

/** How one payment toward the bill stands (the bill read settles it with the gateway first). */
export async function confirmTableBillPayment(
  shop: ApiClient,
  where: { table: string; billId: string; tableKey?: string },
  txn: string,
): Promise<ConfirmPaymentReply> {
  const reply = await loadTableBill(shop, where, true);
  const payment = reply.result.bill?.payments.find((p) => p.paymentId === txn && p.mine);
  if (!reply.success || reply.result.rtn <= 0 || !payment)
    return { success: reply.success, result: refusalOf({ ...reply.result, rtn: 0 }) };
  return {
    success: true,
    result: {
      rtn: 1,
      status: BILL_STATUS[payment.status] ?? 'failed',
      ...(payment.cardNumber ? { cardNumber: payment.cardNumber } : {}),
    },
  };
}

/** How the request's payment stands: paid, still at the gateway, or open again (the attempt failed). */
export async function confirmSinglePayment(shop: ApiClient, txn: string): Promise<ConfirmPaymentReply> {
  const reply = await loadSinglePay(shop, { txn });
  const request = reply.result.request;
  if (!reply.success || reply.result.rtn <= 0 || !request)
    return { success: reply.success, result: refusalOf({ ...reply.result, rtn: 0 }) };
  const status: PaymentStatus =
    request.status === 'paid'
      ? 'approved'
      : request.status === 'pending'
        ? 'pending'
        : request.status === 'expired'
          ? 'abandoned'
          : 'failed';
  return {
    success: true,
    result: { rtn: 1, status, ...(request.cardNumber ? { cardNumber: request.cardNumber } : {}) },
  };
}

/** The order-send step: accepted once the confirmation says approved (nothing else to send for a bill or a request). */
export async function readBack(confirm: Promise<ConfirmPaymentReply>): Promise<SendOrderReply> {
  const reply = await confirm;
  if (reply.success && reply.result.rtn > 0 && reply.result.status === 'approved')
    return { success: true, result: { rtn: 1 } };
  return { success: reply.success, result: refusalOf({ ...reply.result, rtn: 0 }) };
}
