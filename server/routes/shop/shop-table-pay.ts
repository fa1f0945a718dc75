/**
 * Table bills and single pay (docs/shop.md#table-bill, docs/shop.md#single-pay): shop/tableBill,
 * shop/tablePay and shop/tablePayCancel, shop/singlePay, shop/singlePayFind and shop/singlePayStart (the customer's
 * session), and under /pro pos/singlePayRequest (X-Pos-Key), where the POS sets the amount.
 */
import type { FastifyInstance } from 'fastify';
import type { PosSinglePayRequestRequest } from '../../../src/generated/api/pos-single-pay-request.request';
import type { PosSinglePayRequestResponse } from '../../../src/generated/api/pos-single-pay-request.response';
import type { ShopTableBillRequest } from '../../../src/generated/api/shop-table-bill.request';
import type { ShopTableBillResponse } from '../../../src/generated/api/shop-table-bill.response';
import type { ShopTablePayCancelRequest } from '../../../src/generated/api/shop-table-pay-cancel.request';
import type { ShopTablePayCancelResponse } from '../../../src/generated/api/shop-table-pay-cancel.response';
import type { ShopTablePayRequest } from '../../../src/generated/api/shop-table-pay.request';
import type { ShopTablePayResponse } from '../../../src/generated/api/shop-table-pay.response';
import type { SinglePayFindRequest } from '../../../src/generated/api/single-pay-find.request';
import type { SinglePayFindResponse } from '../../../src/generated/api/single-pay-find.response';
import type { SinglePayStartRequest } from '../../../src/generated/api/single-pay-start.request';
import type { SinglePayStartResponse } from '../../../src/generated/api/single-pay-start.response';
import type { SinglePayRequest } from '../../../src/generated/api/single-pay.request';
import type { SinglePayResponse } from '../../../src/generated/api/single-pay.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import { requirePosKey } from '../../http/pos-key';
import type { AccountServices } from '../../services/accounts/account-services';
import type { SinglePayServices } from '../../services/shop/single-pay-services';
import type { TableBillServices } from '../../services/shop/table-bill-services';
import type { SecretSource } from '../../tenants/secret-value';
import { envelopeRouteSchema } from '../api-route-schema';
import { authenticatedShopRoute } from './shop-authenticated-route';
import { SHOP_PARAMS } from './shop-params';

export interface ShopPayServices {
  tableBills: TableBillServices;
  singlePay: SinglePayServices;
}

export function registerShopTablePayRoutes(
  scope: FastifyInstance,
  accounts: AccountServices,
  services: ShopPayServices,
): void {
  const { tableBills, singlePay } = services;
  scope.post<{ Body: ShopTableBillRequest }>(
    '/shop/tableBill',
    authenticatedShopRoute(accounts, {
      summary: "A table's open bill, or one of its bills by id, its pending payments checked with the gateway",
      schemaName: 'shop-table-bill',
    }),
    async (request): Promise<ShopTableBillResponse> =>
      tableBills.bill(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: ShopTablePayRequest }>(
    '/shop/tablePay',
    authenticatedShopRoute(accounts, {
      summary: "Pays part or all of a table's bill (items, an even share, or the rest) through the gateway",
      schemaName: 'shop-table-pay',
    }),
    async (request): Promise<ShopTablePayResponse> =>
      tableBills.pay(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: ShopTablePayCancelRequest }>(
    '/shop/tablePayCancel',
    authenticatedShopRoute(accounts, {
      summary:
        'The payer gives up their own payment under way: cancelled at the gateway, what it held of the bill free at once',
      schemaName: 'shop-table-pay-cancel',
    }),
    async (request): Promise<ShopTablePayCancelResponse> =>
      tableBills.cancel(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: SinglePayRequest }>(
    '/shop/singlePay',
    authenticatedShopRoute(accounts, {
      summary: 'A single-pay request, its pending payment checked with the gateway',
      schemaName: 'single-pay',
    }),
    async (request): Promise<SinglePayResponse> =>
      singlePay.read(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: SinglePayFindRequest }>(
    '/shop/singlePayFind',
    authenticatedShopRoute(accounts, {
      summary: 'The single-pay request of an action and requester with a short code',
      schemaName: 'single-pay-find',
    }),
    async (request): Promise<SinglePayFindResponse> =>
      singlePay.find(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: SinglePayStartRequest }>(
    '/shop/singlePayStart',
    authenticatedShopRoute(accounts, {
      summary: 'Starts paying a single-pay request through the gateway (the first payer claims it)',
      schemaName: 'single-pay-start',
    }),
    async (request): Promise<SinglePayStartResponse> =>
      singlePay.start(requireShop(request), sessionOf(request), request.body),
  );
}

/** Under /s/{shop}/pro: the POS creates a single-pay request with its amount. */
export function registerSinglePayPosRoute(
  scope: FastifyInstance,
  singlePay: SinglePayServices,
  secrets: SecretSource,
): void {
  const schema = envelopeRouteSchema({
    tag: 'shop',
    summary: 'Creates a single-pay request whose amount the POS sets; answers the path the customer opens',
    schemaName: 'pos-single-pay-request',
    params: SHOP_PARAMS,
  });
  scope.post<{ Body: PosSinglePayRequestRequest }>(
    '/pos/singlePayRequest',
    {
      schema: {
        ...schema,
        description: `${schema.description ?? ''} Needs X-Pos-Key: the tenant's POS key (secrets.posKey); a missing or wrong key answers HTTP 401, a tenant without a key HTTP 403.`,
        security: [{ posKey: [] }],
      },
      onRequest: requirePosKey(secrets),
    },
    async (request): Promise<PosSinglePayRequestResponse> => singlePay.create(requireShop(request), request.body),
  );
}
