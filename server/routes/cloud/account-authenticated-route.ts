import type { FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import { BEARER_SECURITY, requireAccountSession } from '../../http/account-session';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

const AUTH_NOTE =
  ' Needs Authorization: Bearer <session token>; an unknown, revoked or expired token answers HTTP 401 "Login expired".';

/** Route options of a cloud account call made by a signed-in customer. */
export function authenticatedAccountRoute(
  accounts: AccountServices,
  opts: { summary: string; schemaName: string },
): { schema: FastifySchema; onRequest: onRequestAsyncHookHandler } {
  const schema = envelopeRouteSchema({
    tag: 'cloud',
    summary: opts.summary,
    schemaName: opts.schemaName,
    params: TENANT_PARAMS,
  });
  return {
    schema: { ...schema, description: `${schema.description ?? ''}${AUTH_NOTE}`, security: BEARER_SECURITY },
    onRequest: requireAccountSession(accounts.authenticate),
  };
}
