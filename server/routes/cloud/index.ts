/** The cloud base /cloud/{tenant}: every call is an envelope call for that tenant. */
import type { FastifyInstance } from 'fastify';
import { applyEnvelopeScope } from '../../http/envelope';
import type { TenantRegistry } from '../../tenants/registry';
import { registerLotInfoBlockRoute } from './lot-info-block';
import { registerLotInfoListRoute } from './lot-info-list';

export const TENANT_NOT_FOUND = 'Tenant not found';

export async function cloudApiRoutes(scope: FastifyInstance, opts: { registry: TenantRegistry }): Promise<void> {
  applyEnvelopeScope(scope, {
    resolve: ({ tenant }) => {
      const entry = tenant === undefined ? undefined : opts.registry.byId(tenant);
      return entry && { tenant: entry };
    },
    notFoundMessage: TENANT_NOT_FOUND,
  });
  registerLotInfoListRoute(scope);
  registerLotInfoBlockRoute(scope);
}
