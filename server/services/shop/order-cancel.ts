/**
 * The customer gives up paying (docs/shop.md#giving-up): shop/orderCancel cancels one of their own
 * orders still waiting for its payment at once, as its lapse would 15 minutes later — payment
 * `abandoned`, the voucher given back (a voucher applied to a cancelled order is available again),
 * the cart kept — so the customer may place it again with the same voucher straight away.
 * No payment of the order may still be approved afterwards: a gateway payment that was started is
 * cancelled at the gateway first, in the same transaction; one the gateway has approved already
 * refuses the cancel ('This order is already paid'), and shop/orderStatus settles the order.
 */
import type { ShopOrderCancelRequest } from '../../../src/generated/api/shop-order-cancel.request';
import type { ShopOrderCancelResponse } from '../../../src/generated/api/shop-order-cancel.response';
import { ok, refused, type Refusal } from '../../../src/protocol';
import { findOwnOrder, lockShopOrder, orderLines } from '../../db/repositories/shop-repository';
import { orderPaymentExtras } from '../../db/repositories/shop-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { abandonUnpaidOrder } from './order-abandon';
import { orderView } from './order-view';
import { contextOf } from './shop-context';
import type { ShopDeps } from './shop-deps';

/** The customer gives up paying their own unpaid order: cancelled at once (docs/shop.md#giving-up). */
export async function cancelOrder(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ShopOrderCancelRequest,
): Promise<ShopOrderCancelResponse> {
  const ctx = contextOf(shop);
  if (!ctx) return refused('OUT_OF_SERVICE');
  const { key } = ctx;
  const { idempotencyKey, ...payload } = body;
  const call = {
    accountId: identity.accountId,
    key: idempotencyKey,
    operation: 'shop/orderCancel',
    scope: shop.site.shopCode,
    payload,
  };
  return runIdempotent<ShopOrderCancelResponse, Refusal>(deps, call, async (tx, refuse) => {
    const now = deps.now();
    const order = await lockShopOrder(tx, key, body.orderId);
    // Another customer's order answers like a missing one.
    if (!order || order.accountId !== identity.accountId) return refuse(refused('SHOP_ORDER_NOT_FOUND'));
    const answer = async (): Promise<ShopOrderCancelResponse> => {
      const record = (await findOwnOrder(tx, key, identity.accountId, order.id)) ?? order;
      return ok({
        order: orderView(record, await orderLines(tx, record.id), undefined, await orderPaymentExtras(tx, record.id)),
      });
    };
    // Given up twice (another tab, a lapse meanwhile): the order is already what the customer asked for.
    if (order.status === 'cancelled' && order.paymentStatus !== 'approved' && order.paymentStatus !== 'refunded')
      return answer();
    if (order.status !== 'pending_payment') return refuse(refused('SHOP_ORDER_PAID'));
    if (order.gatewayPaymentId !== '' && !(await deps.gateway.cancel(tx, order.gatewayPaymentId, now))) {
      // Approved at the gateway (or unknown to it): the money may be taken, so the order is not
      // cancelled here; shop/orderStatus settles it from what the gateway says. An attempt the
      // gateway declined took nothing: the order is given up as if none were open.
      const reported = await deps.gateway.getPayment(tx, order.gatewayPaymentId, now);
      if (reported?.status !== 'declined')
        return refuse(refused(reported?.status === 'approved' ? 'SHOP_ORDER_PAID' : 'SHOP_ORDER_PAYING'));
    }
    await abandonUnpaidOrder(tx, order.id, now);
    deps.log.info({ order: order.id }, 'unpaid shop order given up by the customer');
    return answer();
  });
}
