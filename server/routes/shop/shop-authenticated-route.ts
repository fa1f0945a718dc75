import type { FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import { BEARER_SECURITY, recallAccountSession, requireAccountSession } from '../../http/account-session';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { SHOP_PARAMS } from './shop-params';

const AUTH_NOTE =
  ' Needs Authorization: Bearer <session token> of the shop\'s tenant; an unknown, revoked or expired token answers HTTP 401 "Login expired".';

/**
 * Route options of a shop call made by a signed-in customer (the account comes from the session,
 * never the payload). `recalled`: the session may be recalled from memory, to be proven by the
 * route's service (svc/order; docs/architecture.md#recalled-sessions).
 */
export function authenticatedShopRoute(
  accounts: AccountServices,
  opts: { summary: string; schemaName: string; recalled?: true },
): { schema: FastifySchema; onRequest: onRequestAsyncHookHandler } {
  const schema = envelopeRouteSchema({
    tag: 'shop',
    summary: opts.summary,
    schemaName: opts.schemaName,
    params: SHOP_PARAMS,
  });
  return {
    schema: { ...schema, description: `${schema.description ?? ''}${AUTH_NOTE}`, security: BEARER_SECURITY },
    onRequest: opts.recalled ? recallAccountSession(accounts.recall) : requireAccountSession(accounts.authenticate),
  };
}
