/** shop/orderStatus: the customer's own order, its payment settled with the gateway first (docs/shop.md#payment). */
import type { ShopOrderStatusRequest } from '../../../src/generated/api/shop-order-status.request';
import type { ShopOrderStatusResponse } from '../../../src/generated/api/shop-order-status.response';
import { ok, refused } from '../../../src/protocol';
import { findOwnOrder, orderLines } from '../../db/repositories/shop-repository';
import { orderPaymentExtras } from '../../db/repositories/shop-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { settleOrder } from './order-settle';
import { orderView } from './order-view';
import { contextOf } from './shop-context';
import type { ShopDeps } from './shop-deps';

export async function orderStatus(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ShopOrderStatusRequest,
): Promise<ShopOrderStatusResponse> {
  const ctx = contextOf(shop);
  if (!ctx) return refused('OUT_OF_SERVICE');
  const found = await findOwnOrder(deps.db, ctx.key, identity.accountId, body.orderId);
  if (!found) return refused('SHOP_ORDER_NOT_FOUND');
  const order = await settleOrder(deps, found, ctx.key);
  return ok({
    order: orderView(
      order,
      await orderLines(deps.db, order.id),
      undefined,
      await orderPaymentExtras(deps.db, order.id),
    ),
  });
}
