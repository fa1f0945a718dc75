/**
 * Vouchers: voucher/list, voucher/collect (by code), voucher/linkView (what a claim link offers,
 * without a session and without claiming) and voucher/linkClaim (claims it for the session's account).
 */
import type { FastifyInstance } from 'fastify';
import type { VoucherCollectRequest } from '../../../src/generated/api/voucher-collect.request';
import type { VoucherCollectResponse } from '../../../src/generated/api/voucher-collect.response';
import type { VoucherLinkClaimRequest } from '../../../src/generated/api/voucher-link-claim.request';
import type { VoucherLinkClaimResponse } from '../../../src/generated/api/voucher-link-claim.response';
import type { VoucherLinkViewRequest } from '../../../src/generated/api/voucher-link-view.request';
import type { VoucherLinkViewResponse } from '../../../src/generated/api/voucher-link-view.response';
import type { VoucherListResponse } from '../../../src/generated/api/voucher-list.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { VoucherServices } from '../../services/vouchers/voucher-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { authenticatedShopRoute } from './shop-authenticated-route';
import { SHOP_PARAMS } from './shop-params';

export function registerVoucherRoutes(
  scope: FastifyInstance,
  accounts: AccountServices,
  vouchers: VoucherServices,
): void {
  scope.post(
    '/voucher/list',
    authenticatedShopRoute(accounts, { summary: "The customer's vouchers", schemaName: 'voucher-list' }),
    async (request): Promise<VoucherListResponse> => vouchers.list(requireShop(request), sessionOf(request)),
  );
  scope.post<{ Body: VoucherCollectRequest }>(
    '/voucher/collect',
    authenticatedShopRoute(accounts, {
      summary: 'Collect a voucher by its code (attempts limited per address and account)',
      schemaName: 'voucher-collect',
    }),
    async (request): Promise<VoucherCollectResponse> =>
      vouchers.collect(requireShop(request), sessionOf(request), request.body, request.ip),
  );
  scope.post<{ Body: VoucherLinkViewRequest }>(
    '/voucher/linkView',
    {
      schema: envelopeRouteSchema({
        tag: 'shop',
        summary: 'What a voucher claim link offers, without claiming it',
        schemaName: 'voucher-link-view',
        params: SHOP_PARAMS,
      }),
    },
    async (request): Promise<VoucherLinkViewResponse> =>
      vouchers.viewLink(requireShop(request), request.body, request.ip),
  );
  scope.post<{ Body: VoucherLinkClaimRequest }>(
    '/voucher/linkClaim',
    authenticatedShopRoute(accounts, {
      summary: 'Claim a voucher claim link for the customer (once per link)',
      schemaName: 'voucher-link-claim',
    }),
    async (request): Promise<VoucherLinkClaimResponse> =>
      vouchers.claimLink(requireShop(request), sessionOf(request), request.body, request.ip),
  );
}
