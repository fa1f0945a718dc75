/**
 * Shop ordering (docs/shop.md): the catalogue with today's availability, carts, orders priced on
 * the server from the catalogue and paid through the payment gateway, order status for the
 * customer, and the POS report with status changes for staff. The rules are the shared pure ones
 * (src/lib/shop); money moves only in transactions with idempotency keys. One operation a file,
 * bound to the shop's dependencies once (shared/bind-deps.ts).
 */
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import { shopCart } from './cart';
import { shopCatalogue } from './catalogue';
import { cancelOrder } from './order-cancel';
import { payOrder } from './order-pay';
import { placeOrder } from './order-place';
import { orderHistory } from './order-history';
import { orderStatus } from './order-status';
import { posReport } from './pos-report';
import type { ShopDeps } from './shop-deps';

const SHOP_OPERATIONS = {
  catalogue: shopCatalogue,
  cart: shopCart,
  order: placeOrder,
  orderPay: payOrder,
  orderCancel: cancelOrder,
  orderStatus,
  orderHistory,
  posReport,
};

export type ShopServices = BoundOperations<ShopDeps, typeof SHOP_OPERATIONS>;

export function createShopServices(deps: ShopDeps): ShopServices {
  return bindDeps(deps, SHOP_OPERATIONS);
}
