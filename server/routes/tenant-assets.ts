import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { schemaRef } from '../http/api-schemas';
import { fileInside } from '../http/file-inside';
import { TENANT_ASSET_CSP } from '../http/security';
import type { TenantRegistry } from '../tenants/registry';

// Asset names are not content-hashed, so an operator's new logo must show within the hour.
const ASSET_MAX_AGE_MS = 60 * 60 * 1000;

export function registerTenantAssetsRoute(app: FastifyInstance, deps: { registry: TenantRegistry; tenantsDir: string }): void {
  app.get<{ Params: { tenantId: string; '*': string } }>(
    '/tenant-assets/:tenantId/*',
    {
      schema: {
        tags: ['tenant'],
        summary: "A file of a tenant's asset folder (tenants/{tenantId}/)",
        params: {
          type: 'object',
          required: ['tenantId', '*'],
          properties: {
            tenantId: { type: 'string', description: 'Tenant id.' },
            '*': { type: 'string', description: 'Path of the file inside the folder, e.g. logo.svg.' },
          },
        },
        response: { 404: schemaRef('not-found.response') },
      },
    },
    async (request, reply) => {
      const { tenantId } = request.params;
      if (!deps.registry.byId(tenantId)) return reply.code(404).send({ error: 'tenant-not-found' });
      const root = path.join(deps.tenantsDir, tenantId);
      const file = await fileInside(root, request.params['*']);
      if (!file) return reply.code(404).send({ error: 'asset-not-found' });
      reply.header('content-security-policy', TENANT_ASSET_CSP);
      return reply.sendFile(file, root, { maxAge: ASSET_MAX_AGE_MS });
    },
  );
}
