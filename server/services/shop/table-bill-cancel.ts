/**
 * Staff cancel a table order (docs/shop.md#table-cancel): its items come off the table's bill.
 * - While any payment of the bill is under way the cancel is refused (BILL_BEING_PAID): a payment
 *   at the gateway holds items or an amount of the bill, which must not change under it.
 * - Items already paid are given back to the method that paid them: a stored-value card is
 *   credited, a card is refunded at the gateway, each once (keyed by payment and order), with the
 *   part of the payment's surcharge that the amount given back carried (surchargeKept).
 * - If what was paid in even shares is then more than the smaller bill, the difference goes back
 *   too, to the newest payments first, so the bill never holds more money than its total.
 * Runs in the staff change's transaction with the bill row locked.
 */
import { surchargeKept } from '../../../src/lib/surcharge';
import type { Queryable } from '../../db/database';
import {
  addBillPaymentRefund,
  billPayments,
  lockBillOfOrder,
  markBillOrdersPaid,
  orderBillItems,
  removeOrderItems,
  type BillPaymentRecord,
} from '../../db/repositories/table-bill-repository';
import type { ShopCardMovement } from './shop-payments';
import type { ShopDeps } from './shop-deps';

export interface CancelledTableOrder {
  /** Of the order's amount, given back to the payers, minor units (0 when nothing of it was paid). */
  refunded: number;
}

export async function takeOrderOffBill(
  tx: Queryable,
  deps: Pick<ShopDeps, 'gateway' | 'payments' | 'metrics'>,
  orderId: string,
  place: { tenantId: string; siteId: string; shopName: string; reference: string },
  now: Date,
): Promise<CancelledTableOrder | 'being-paid'> {
  const bill = await lockBillOfOrder(tx, orderId);
  if (!bill) return { refunded: 0 };
  const payments = await billPayments(tx, bill.id);
  if (payments.some((p) => p.status === 'pending')) return 'being-paid';
  const items = await orderBillItems(tx, bill.id, orderId);
  const removed = items.reduce((sum, i) => sum + i.amount, 0);
  // What each payment gives back: first the order's items it paid for.
  const back = new Map<string, number>();
  for (const i of items) if (i.paidBy) back.set(i.paidBy, (back.get(i.paidBy) ?? 0) + i.amount);
  let itemRefunds = [...back.values()].reduce((a, b) => a + b, 0);
  // Then what the bill would hold above its new total, newest payments first.
  let excess = bill.paid - itemRefunds - (bill.total - removed);
  const approved = payments.filter((p) => p.status === 'approved').reverse();
  for (const p of approved) {
    if (excess <= 0) break;
    const room = p.amount - p.refunded - (back.get(p.id) ?? 0);
    const take = Math.min(room, excess);
    if (take > 0) {
      back.set(p.id, (back.get(p.id) ?? 0) + take);
      excess -= take;
      itemRefunds += take;
    }
  }
  for (const [paymentId, amount] of back) {
    const payment = payments.find((p) => p.id === paymentId)!;
    // The surcharge was paid on the payment's whole amount: what no longer stays paid takes its part back.
    const stillPaid = payment.amount - payment.refunded;
    const surcharge =
      surchargeKept(payment.surcharge, payment.amount, stillPaid) -
      surchargeKept(payment.surcharge, payment.amount, stillPaid - amount);
    await giveBack(tx, deps, payment, amount + surcharge, orderId, place, now);
    await addBillPaymentRefund(tx, paymentId, { amount, surcharge }, now);
  }
  const after = await removeOrderItems(tx, bill.id, orderId, removed, itemRefunds, now);
  if (after.status === 'paid' && bill.status === 'open') await markBillOrdersPaid(tx, bill.id, now);
  return { refunded: itemRefunds };
}

/** One payment's part back to what paid it: its stored-value card, or the gateway (docs/shop.md#table-cancel). */
async function giveBack(
  tx: Queryable,
  deps: Pick<ShopDeps, 'gateway' | 'payments' | 'metrics'>,
  p: BillPaymentRecord,
  amount: number,
  orderId: string,
  place: { tenantId: string; siteId: string; shopName: string; reference: string },
  now: Date,
): Promise<void> {
  if (p.walletCardId) {
    const movement: ShopCardMovement = {
      tenantId: place.tenantId,
      accountId: p.accountId,
      siteId: place.siteId,
      shopName: place.shopName,
      orderId: `${p.id}:${orderId}`,
      reference: place.reference,
      amount,
      now,
    };
    await deps.payments.credit(tx, p.walletCardId, movement);
    deps.metrics?.refundRecorded('table_bill', p.gateway, 'succeeded', amount);
    return;
  }
  const refundId = await deps.gateway.refund(tx, p.gatewayPaymentId, amount, `bill-cancel-${p.id}-${orderId}`, now);
  deps.metrics?.refundRecorded('table_bill', p.gateway, refundId ? 'succeeded' : 'refused', amount);
  if (!refundId) throw new Error(`gateway refused to refund bill payment ${p.id} for cancelled order ${orderId}`);
}
