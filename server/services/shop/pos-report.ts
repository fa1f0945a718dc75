/**
 * pro/pos/onlinePosOrderRpt (X-Pos-Key): staff change a product's availability or an order's status
 * (docs/shop.md#status), then read the shop's orders. An order cancelled after it was paid gives
 * the money back to what paid it: its stored-value card, the gateway, or the table bill's payers.
 */
import type { PosOnlineOrderRptRequest } from '../../../src/generated/api/pos-online-order-rpt.request';
import type { PosOnlineOrderRptResponse } from '../../../src/generated/api/pos-online-order-rpt.response';
import { ok, refused, type Refusal } from '../../../src/protocol';
import {
  listShopOrders,
  lockShopOrder,
  moveOrderStatus,
  orderLines,
  setAvailability,
  type ShopOrderStatus,
} from '../../db/repositories/shop-repository';
import { orderPaymentExtras } from '../../db/repositories/shop-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import { movementOf, orderView } from './order-view';
import { contextOf, type ShopContext } from './shop-context';
import type { ShopDeps } from './shop-deps';
import { TABLE_BILL_GATEWAY } from './shop-gateways';
import { takeOrderOffBill } from './table-bill-cancel';

/** Orders the POS report answers at most. */
export const POS_REPORT_LIMIT = 100;

/** Staff moves (docs/shop.md#status): forward one step, or cancel before completion. */
const NEXT_STATUS: Readonly<Record<ShopOrderStatus, readonly ShopOrderStatus[]>> = {
  pending_payment: [],
  received: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** One order moved by staff, in its own transaction; the refusal, or null when moved. */
function changeOrderStatus(
  deps: ShopDeps,
  shop: ShopMatch,
  ctx: ShopContext,
  orderId: string,
  status: ShopOrderStatus,
  now: Date,
): Promise<Refusal | null> {
  return transactionOrRefusal<null, Refusal>(deps.db, async (tx, refuse) => {
    const order = await lockShopOrder(tx, ctx.key, orderId);
    if (!order) return refuse(refused('SHOP_ORDER_NOT_FOUND'));
    if (!NEXT_STATUS[order.status].includes(status)) return refuse(refused('SHOP_STATUS_NOT_ALLOWED'));
    const walletCard = order.gateway === 'wallet' ? (await orderPaymentExtras(tx, order.id)).walletCardId : null;
    if (status === 'cancelled' && order.paymentStatus === 'approved' && order.total > 0 && walletCard) {
      // Paid from stored value: the refund goes back to the card that paid (docs/shop.md#status).
      await deps.payments.credit(tx, walletCard, {
        ...movementOf(order, shop.site.siteId, shop.site.lotName),
        amount: order.total - order.refunded,
        now,
      });
      deps.metrics?.refundRecorded('shop_order', order.gateway, 'succeeded', order.total - order.refunded);
      await moveOrderStatus(tx, order.id, order.status, 'cancelled', now, {
        paymentStatus: 'refunded',
        refunded: order.total,
      });
    } else if (
      status === 'cancelled' &&
      order.paymentStatus === 'approved' &&
      order.total > 0 &&
      order.gateway !== 'none' &&
      order.gateway !== TABLE_BILL_GATEWAY
    ) {
      const refundId = await deps.gateway.refund(
        tx,
        order.gatewayPaymentId,
        order.total - order.refunded,
        `shop-cancel-${order.id}`,
        now,
      );
      deps.metrics?.refundRecorded(
        'shop_order',
        order.gateway,
        refundId ? 'succeeded' : 'refused',
        order.total - order.refunded,
      );
      if (!refundId) throw new Error(`gateway refused to refund shop order ${order.id}`);
      await moveOrderStatus(tx, order.id, order.status, 'cancelled', now, {
        paymentStatus: 'refunded',
        refunded: order.total,
      });
    } else if (status === 'cancelled' && order.gateway === TABLE_BILL_GATEWAY) {
      // A table order comes off its bill; paid items go back to what paid them (docs/shop.md#table-cancel).
      const off = await takeOrderOffBill(
        tx,
        deps,
        order.id,
        { tenantId: order.tenantId, siteId: shop.site.siteId, shopName: shop.site.lotName, reference: order.reference },
        now,
      );
      if (off === 'being-paid') return refuse(refused('BILL_BEING_PAID'));
      await moveOrderStatus(
        tx,
        order.id,
        order.status,
        'cancelled',
        now,
        off.refunded > 0 ? { paymentStatus: 'refunded', refunded: off.refunded } : undefined,
      );
    } else {
      await moveOrderStatus(tx, order.id, order.status, status, now);
    }
    return null;
  });
}

/** Staff (X-Pos-Key): change availability or an order's status, then the shop's orders. */
export async function posReport(
  deps: ShopDeps,
  shop: ShopMatch,
  body: PosOnlineOrderRptRequest,
): Promise<PosOnlineOrderRptResponse> {
  const ctx = contextOf(shop);
  if (!ctx) return refused('OUT_OF_SERVICE');
  const now = deps.now();
  if (body.availability) {
    const { productId, state } = body.availability;
    if (!ctx.catalogue.products.some((p) => p.id === productId)) return refused('SHOP_ITEM_UNAVAILABLE');
    await setAvailability(deps.db, ctx.key, productId, state, now);
  }
  if (body.change) {
    const refusal = await changeOrderStatus(deps, shop, ctx, body.change.orderId, body.change.status, now);
    if (refusal) return refusal;
  }
  const statuses: ShopOrderStatus[] = body.statuses ?? ['received', 'preparing', 'ready', 'completed', 'cancelled'];
  const orders = await listShopOrders(deps.db, ctx.key, statuses, POS_REPORT_LIMIT);
  return ok({
    orders: await Promise.all(
      orders.map(async (o) =>
        orderView(o, await orderLines(deps.db, o.id), undefined, await orderPaymentExtras(deps.db, o.id)),
      ),
    ),
  });
}
