/**
 * An unpaid order settled from what the gateway says of its payment (docs/shop.md#payment): paid,
 * declined (it waits on to be paid again), approved for another amount, or lapsed. shop/orderStatus
 * settles before it answers, shop/orderPay before it pays again.
 */
import { maskLongString } from '../../../src/lib/mask-long-string';
import {
  deleteCart,
  findOwnOrder,
  lockShopOrder,
  moveOrderStatus,
  type ShopKey,
  type ShopOrderRecord,
} from '../../db/repositories/shop-repository';
import { endDeclinedOrderAttempt } from '../../db/repositories/shop-pay-repository';
import { abandonUnpaidOrder } from './order-abandon';
import type { ShopDeps } from './shop-deps';

/** Asks the gateway about a pending payment and settles the order (docs/shop.md#payment). */
export async function settleOrder(
  deps: Pick<ShopDeps, 'db' | 'now' | 'log' | 'gateway' | 'metrics'>,
  o: ShopOrderRecord,
  key: ShopKey,
): Promise<ShopOrderRecord> {
  if (o.status !== 'pending_payment') return o;
  const now = deps.now();
  // An order with no attempt open (never started, or its last one declined) only lapses.
  const gateway = o.gatewayPaymentId === '' ? null : await deps.gateway.getPayment(deps.db, o.gatewayPaymentId, now);
  const lapsed = now >= o.payExpiresAt;
  if ((!gateway || gateway.status === 'pending') && !lapsed) return o;
  await deps.db.transaction(async (tx) => {
    const locked = await lockShopOrder(tx, key, o.id);
    // Settled meanwhile, or another attempt opened since this one was asked about: the answer
    // read above is not that attempt's, and must not end it (two attempts open could both charge).
    if (!locked || locked.status !== 'pending_payment' || locked.gatewayPaymentId !== o.gatewayPaymentId) return;
    if (gateway?.status === 'approved' && gateway.amount === locked.total) {
      await moveOrderStatus(tx, o.id, 'pending_payment', 'received', now, {
        paymentStatus: 'approved',
        cardNumber: maskLongString(gateway.cardNumber),
      });
      await deleteCart(tx, key, o.accountId);
      deps.metrics?.paymentSettled('shop_order', locked.gateway, 'approved');
      deps.log.info({ order: o.id }, 'shop order paid');
    } else if (gateway?.status === 'declined' && !lapsed) {
      // Declined: the order waits on, to be paid again until it lapses (docs/shop.md#declined).
      await endDeclinedOrderAttempt(tx, o.id, now);
      deps.metrics?.paymentSettled('shop_order', locked.gateway, 'failed');
    } else if (gateway?.status === 'approved') {
      // Approved for another amount than the order's: not taken as its payment.
      await moveOrderStatus(tx, o.id, 'pending_payment', 'cancelled', now, { paymentStatus: 'failed' });
      deps.metrics?.paymentSettled('shop_order', locked.gateway, 'failed');
    } else {
      // Lapsed with no attempt approved (none, abandoned, or declined): given up, as at any lapse.
      await abandonUnpaidOrder(tx, o.id, now);
      deps.metrics?.paymentSettled('shop_order', locked.gateway, 'abandoned');
    }
  });
  return (await findOwnOrder(deps.db, key, o.accountId, o.id)) ?? o;
}
