/** The shop base /s/{shop}: every call is an envelope call for the shop's tenant. */
import type { FastifyInstance } from 'fastify';
import { applyEnvelopeScope } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { TenantRegistry } from '../../tenants/registry';
import { registerSmsGetUserIdentifyCodeRoute } from './sms-get-user-identify-code';
import { registerSpotConfigRoute } from './spot-config';

export const SHOP_NOT_FOUND = 'Shop not found';

export async function shopApiRoutes(scope: FastifyInstance, opts: { registry: TenantRegistry; accounts: AccountServices }): Promise<void> {
  applyEnvelopeScope(scope, {
    resolve: ({ shop }) => {
      const match = shop === undefined ? undefined : opts.registry.byShop(shop);
      return match && { tenant: match, shop: match };
    },
    notFoundMessage: SHOP_NOT_FOUND,
  });
  registerSpotConfigRoute(scope);
  registerSmsGetUserIdentifyCodeRoute(scope, opts.accounts);
}
