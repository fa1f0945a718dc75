/** shop/orders: My orders, a page of the customer's own orders at this shop, latest first (docs/shop.md#my-orders). */
import type { ShopOrdersRequest } from '../../../src/generated/api/shop-orders.request';
import type { ShopOrdersResponse } from '../../../src/generated/api/shop-orders.response';
import { ok, refused } from '../../../src/protocol';
import { listOwnOrders, orderLines } from '../../db/repositories/shop-repository';
import { orderPaymentExtras } from '../../db/repositories/shop-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { orderView } from './order-view';
import { contextOf } from './shop-context';
import type { ShopDeps } from './shop-deps';

export const ORDERS_PAGE_SIZE = 10;

export async function orderHistory(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ShopOrdersRequest,
): Promise<ShopOrdersResponse> {
  const ctx = contextOf(shop);
  if (!ctx) return refused('OUT_OF_SERVICE');
  const pageSize = body.pageSize ?? ORDERS_PAGE_SIZE;
  const currPage = body.currPage ?? 1;
  const { rows, total } = await listOwnOrders(
    deps.db,
    ctx.key,
    identity.accountId,
    pageSize,
    (currPage - 1) * pageSize,
  );
  const list = await Promise.all(
    rows.map(async (order) =>
      orderView(order, await orderLines(deps.db, order.id), undefined, await orderPaymentExtras(deps.db, order.id)),
    ),
  );
  return ok({ list, total, pageSize, currPage });
}
