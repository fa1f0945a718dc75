import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import type { ShopCartRequest } from '../../generated/api/shop-cart.request';
import type { ShopCartResponse } from '../../generated/api/shop-cart.response';
import type { ShopCatalogueResponse } from '../../generated/api/shop-catalogue.response';
import type { ShopOrderRequest } from '../../generated/api/shop-order.request';
import type { ShopOrderResponse } from '../../generated/api/shop-order.response';
import type { ShopOrderCancelRequest } from '../../generated/api/shop-order-cancel.request';
import type { ShopOrderCancelResponse } from '../../generated/api/shop-order-cancel.response';
import type { ShopOrderPayRequest } from '../../generated/api/shop-order-pay.request';
import type { ShopOrderPayResponse } from '../../generated/api/shop-order-pay.response';
import type { ShopOrderStatusResponse } from '../../generated/api/shop-order-status.response';
import type { ShopOrdersRequest } from '../../generated/api/shop-orders.request';
import type { ShopOrdersResponse } from '../../generated/api/shop-orders.response';

/**
 * Shop ordering (docs/shop.md), on the shop's base. Each resolves with the envelope, refusals
 * included; a rejection is a transport failure the client has already reported.
 */
export const SHOP_PATHS = {
  catalogue: '/api/shop/catalogue',
  cart: '/api/shop/cart',
  order: '/api/svc/order',
  status: '/api/shop/orderStatus',
  pay: '/api/shop/orderPay',
  cancel: '/api/shop/orderCancel',
  orders: '/api/shop/orders',
} as const;

type Result<T extends { result: object }> = T['result'];

export function loadShopCatalogue(
  shop: ApiClient,
  signal?: AbortSignal,
): Promise<ApiEnvelope<Result<ShopCatalogueResponse>>> {
  return shop.post<Result<ShopCatalogueResponse>>(SHOP_PATHS.catalogue, {}, { signal });
}

export function shopCart(
  shop: ApiClient,
  request: ShopCartRequest,
  quiet = false,
): Promise<ApiEnvelope<Result<ShopCartResponse>>> {
  return shop.post<Result<ShopCartResponse>>(SHOP_PATHS.cart, request, { suppressLoading: quiet });
}

export function placeShopOrder(
  shop: ApiClient,
  request: ShopOrderRequest,
): Promise<ApiEnvelope<Result<ShopOrderResponse>>> {
  return shop.post<Result<ShopOrderResponse>>(SHOP_PATHS.order, request);
}

export function shopOrderStatus(
  shop: ApiClient,
  orderId: string,
  quiet = false,
): Promise<ApiEnvelope<Result<ShopOrderStatusResponse>>> {
  return shop.post<Result<ShopOrderStatusResponse>>(SHOP_PATHS.status, { orderId }, { suppressLoading: quiet });
}

/** My orders (docs/shop.md#my-orders): a page of the customer's own orders at this shop, latest first. */
export function loadShopOrders(
  shop: ApiClient,
  request: ShopOrdersRequest,
  signal?: AbortSignal,
): Promise<ApiEnvelope<Result<ShopOrdersResponse>>> {
  return shop.post<Result<ShopOrdersResponse>>(SHOP_PATHS.orders, request, signal ? { signal } : {});
}

/** Pays one of the customer's orders waiting for its payment (docs/shop.md#paying). */
export function payShopOrder(
  shop: ApiClient,
  request: ShopOrderPayRequest,
): Promise<ApiEnvelope<Result<ShopOrderPayResponse>>> {
  return shop.post<Result<ShopOrderPayResponse>>(SHOP_PATHS.pay, request);
}

/** The customer gives up paying their unpaid order: it is cancelled at once, its voucher given back (docs/shop.md#giving-up). */
export function cancelShopOrder(
  shop: ApiClient,
  request: ShopOrderCancelRequest,
): Promise<ApiEnvelope<Result<ShopOrderCancelResponse>>> {
  return shop.post<Result<ShopOrderCancelResponse>>(SHOP_PATHS.cancel, request);
}
