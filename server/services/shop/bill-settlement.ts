/**
 * A table bill's payments settled (docs/shop.md#table-bill): each pending payment ended as the
 * gateway reports it, or let lapse after its hold, with the bill row locked; the bill's `paid` and
 * `reserved` moved with it, and its orders marked paid once the whole bill is.
 */
import { maskLongString } from '../../../src/lib/mask-long-string';
import type { Queryable } from '../../db/database';
import type { ShopKey } from '../../db/repositories/shop-repository';
import {
  billPayments,
  findBill,
  finishBillPayment,
  markBillOrdersPaid,
  moveBillAmounts,
  type BillPaymentRecord,
  type BillRecord,
} from '../../db/repositories/table-bill-repository';
import type { PaymentGateway } from '../payments';
import type { PaymentMetrics } from '../shared/payment-metrics';
import type { ShopDeps } from './shop-deps';

/** A payment paid in its own transaction (stored value): its items paid, the bill's paid moved. */
export async function approveAtOnce(
  tx: Queryable,
  paymentId: string,
  billId: string,
  amount: number,
  cardNumber: string,
  now: Date,
): Promise<BillRecord> {
  if (!(await finishBillPayment(tx, paymentId, 'approved', cardNumber, now)))
    throw new Error(`bill payment ${paymentId} was not pending`);
  const bill = await moveBillAmounts(tx, billId, 0, amount, now);
  if (bill.status === 'paid') await markBillOrdersPaid(tx, bill.id, now);
  return bill;
}

/** Ends one pending payment as the gateway reports it, or lets it lapse after its hold (bill locked). */
export async function settlePayment(
  tx: Queryable,
  gateway: PaymentGateway,
  p: BillPaymentRecord,
  now: Date,
  metrics?: PaymentMetrics,
): Promise<void> {
  let reported = await gateway.getPayment(tx, p.gatewayPaymentId, now);
  if ((!reported || reported.status === 'pending') && now >= p.expiresAt) {
    // Cancelled first so a late approval can no longer charge the payer for released items.
    if (!(await gateway.cancel(tx, p.gatewayPaymentId, now)))
      reported = await gateway.getPayment(tx, p.gatewayPaymentId, now);
    else reported = null;
  }
  if (reported?.status === 'approved' && reported.amount === p.amount + p.surcharge) {
    if (await finishBillPayment(tx, p.id, 'approved', maskLongString(reported.cardNumber), now)) {
      metrics?.paymentSettled('table_bill', p.gateway, 'approved');
      const bill = await moveBillAmounts(tx, p.billId, 0, p.amount, now);
      if (bill.status === 'paid') await markBillOrdersPaid(tx, bill.id, now);
    }
  } else if (reported?.status === 'declined' || reported?.status === 'approved') {
    if (await finishBillPayment(tx, p.id, 'failed', '', now)) {
      metrics?.paymentSettled('table_bill', p.gateway, 'failed');
      await moveBillAmounts(tx, p.billId, -p.amount, 0, now);
    }
  } else if (reported === null || reported.status === 'abandoned' || now >= p.expiresAt) {
    if (await finishBillPayment(tx, p.id, 'abandoned', '', now)) {
      metrics?.paymentSettled('table_bill', p.gateway, 'abandoned');
      await moveBillAmounts(tx, p.billId, -p.amount, 0, now);
    }
  }
}

/** Locks the bill, settles its pending payments, and answers it fresh. */
export async function settleLockedBill(
  deps: Pick<ShopDeps, 'now' | 'gateway' | 'metrics'>,
  tx: Queryable,
  key: ShopKey,
  table: string,
  billId: string,
): Promise<BillRecord | null> {
  const bill = await findBill(tx, key, table, billId, true);
  if (!bill) return null;
  const now = deps.now();
  for (const p of await billPayments(tx, bill.id))
    if (p.status === 'pending') await settlePayment(tx, deps.gateway, p, now, deps.metrics);
  return findBill(tx, key, table, billId);
}
