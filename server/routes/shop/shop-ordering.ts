/**
 * Shop ordering calls (docs/shop.md): shop/catalogue (public), shop/cart, shop/orderPay, shop/orderCancel, shop/orderStatus and shop/orders (the
 * customer's session), and under /pro the POS report pos/onlinePosOrderRpt (X-Pos-Key). Shop orders
 * themselves go through svc/order with kind 'shop' (parking-order.ts dispatches).
 */
import type { FastifyInstance } from 'fastify';
import type { PosOnlineOrderRptRequest } from '../../../src/generated/api/pos-online-order-rpt.request';
import type { PosOnlineOrderRptResponse } from '../../../src/generated/api/pos-online-order-rpt.response';
import type { ShopCartRequest } from '../../../src/generated/api/shop-cart.request';
import type { ShopCartResponse } from '../../../src/generated/api/shop-cart.response';
import type { ShopCatalogueRequest } from '../../../src/generated/api/shop-catalogue.request';
import type { ShopCatalogueResponse } from '../../../src/generated/api/shop-catalogue.response';
import type { ShopOrderCancelRequest } from '../../../src/generated/api/shop-order-cancel.request';
import type { ShopOrderCancelResponse } from '../../../src/generated/api/shop-order-cancel.response';
import type { ShopOrderPayRequest } from '../../../src/generated/api/shop-order-pay.request';
import type { ShopOrderPayResponse } from '../../../src/generated/api/shop-order-pay.response';
import type { ShopOrderStatusRequest } from '../../../src/generated/api/shop-order-status.request';
import type { ShopOrderStatusResponse } from '../../../src/generated/api/shop-order-status.response';
import type { ShopOrdersRequest } from '../../../src/generated/api/shop-orders.request';
import type { ShopOrdersResponse } from '../../../src/generated/api/shop-orders.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import { requirePosKey } from '../../http/pos-key';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ShopServices } from '../../services/shop/shop-services';
import type { SecretSource } from '../../tenants/secret-value';
import { envelopeRouteSchema } from '../api-route-schema';
import { authenticatedShopRoute } from './shop-authenticated-route';
import { SHOP_PARAMS } from './shop-params';

const POS_KEY_NOTE =
  " Needs X-Pos-Key: the tenant's POS key (secrets.posKey). A missing or wrong key answers HTTP 401; a tenant without a key has no POS access (HTTP 403).";

export function registerShopOrderingRoutes(
  scope: FastifyInstance,
  accounts: AccountServices,
  shop: ShopServices,
): void {
  scope.post<{ Body: ShopCatalogueRequest }>(
    '/shop/catalogue',
    {
      schema: envelopeRouteSchema({
        tag: 'shop',
        summary: "The shop's catalogue, what is sold out, whether it is open, and its pickup slots",
        schemaName: 'shop-catalogue',
        params: SHOP_PARAMS,
      }),
    },
    async (request): Promise<ShopCatalogueResponse> => shop.catalogue(requireShop(request)),
  );
  scope.post<{ Body: ShopCartRequest }>(
    '/shop/cart',
    authenticatedShopRoute(accounts, {
      summary: "The customer's cart at this shop, priced by the server (with lines: replaced)",
      schemaName: 'shop-cart',
    }),
    async (request): Promise<ShopCartResponse> => shop.cart(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: ShopOrderPayRequest }>(
    '/shop/orderPay',
    authenticatedShopRoute(accounts, {
      summary: "Pays one of the customer's shop orders waiting for its payment, with the order's method",
      schemaName: 'shop-order-pay',
    }),
    async (request): Promise<ShopOrderPayResponse> =>
      shop.orderPay(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: ShopOrderCancelRequest }>(
    '/shop/orderCancel',
    authenticatedShopRoute(accounts, {
      summary: "Cancels one of the customer's shop orders waiting for its payment: the customer gave up paying",
      schemaName: 'shop-order-cancel',
    }),
    async (request): Promise<ShopOrderCancelResponse> =>
      shop.orderCancel(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: ShopOrderStatusRequest }>(
    '/shop/orderStatus',
    authenticatedShopRoute(accounts, {
      summary: "One of the customer's shop orders, its payment checked with the gateway",
      schemaName: 'shop-order-status',
    }),
    async (request): Promise<ShopOrderStatusResponse> =>
      shop.orderStatus(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: ShopOrdersRequest }>(
    '/shop/orders',
    authenticatedShopRoute(accounts, {
      summary: "My orders: a page of the customer's own orders at this shop, latest first",
      schemaName: 'shop-orders',
    }),
    async (request): Promise<ShopOrdersResponse> =>
      shop.orderHistory(requireShop(request), sessionOf(request), request.body),
  );
}

/** Under /s/{shop}/pro. */
export function registerShopPosRoutes(scope: FastifyInstance, shop: ShopServices, secrets: SecretSource): void {
  const schema = envelopeRouteSchema({
    tag: 'shop',
    summary: "The shop's online orders for staff, with status changes and availability",
    schemaName: 'pos-online-order-rpt',
    params: SHOP_PARAMS,
  });
  scope.post<{ Body: PosOnlineOrderRptRequest }>(
    '/pos/onlinePosOrderRpt',
    {
      schema: { ...schema, description: `${schema.description ?? ''}${POS_KEY_NOTE}`, security: [{ posKey: [] }] },
      onRequest: requirePosKey(secrets),
    },
    async (request): Promise<PosOnlineOrderRptResponse> => shop.posReport(requireShop(request), request.body),
  );
}
