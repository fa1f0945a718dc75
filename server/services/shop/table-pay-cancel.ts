/**
 * shop/tablePayCancel: the payer gives up their own payment under way (its gateway page closed or
 * left without deciding), so what it holds is free for the others at once rather than when its
 * hold lapses. Cancelled at the gateway first: a payment approved meanwhile stays approved.
 */
import type { ShopTablePayCancelRequest } from '../../../src/generated/api/shop-table-pay-cancel.request';
import type { ShopTablePayCancelResponse } from '../../../src/generated/api/shop-table-pay-cancel.response';
import { ok, refused, type Refusal } from '../../../src/protocol';
import {
  billPayments,
  findBill,
  finishBillPayment,
  moveBillAmounts,
} from '../../db/repositories/table-bill-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import { mayUseBill } from './bill-access';
import { settleLockedBill, settlePayment } from './bill-settlement';
import { billView } from './bill-view';
import { keyOf } from './shop-context';
import type { ShopDeps } from './shop-deps';

export async function cancelTablePayment(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ShopTablePayCancelRequest,
): Promise<ShopTablePayCancelResponse> {
  if (!shop.site.shop) return refused('OUT_OF_SERVICE');
  const key = keyOf(shop);
  if (!(await mayUseBill(deps, key, body.table, body.tableKey, body.billId, identity)))
    return refused('TABLE_LINK_INVALID');
  return transactionOrRefusal<ShopTablePayCancelResponse, Refusal>(deps.db, async (tx, refuse) => {
    const now = deps.now();
    // Settled first: a payment the gateway already decided ends as decided.
    const bill = await settleLockedBill(deps, tx, key, body.table, body.billId);
    if (!bill) return refuse(refused('BILL_NOT_FOUND'));
    const payment = (await billPayments(tx, bill.id)).find(
      (p) => p.id === body.paymentId && p.accountId === identity.accountId,
    );
    if (!payment) return refuse(refused('PAYMENT_NOT_FOUND'));
    if (payment.status === 'pending') {
      if (await deps.gateway.cancel(tx, payment.gatewayPaymentId, now)) {
        if (await finishBillPayment(tx, payment.id, 'abandoned', '', now))
          await moveBillAmounts(tx, bill.id, -payment.amount, 0, now);
      } else await settlePayment(tx, deps.gateway, payment, now, deps.metrics);
    }
    return ok({ bill: await billView(tx, (await findBill(tx, key, body.table, bill.id))!, identity.accountId) });
  });
}
