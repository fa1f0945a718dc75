import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { schemaRef } from '../http/api-schemas';
import { fileInside } from '../services/shared/file-inside';
import { TENANT_ASSET_CSP } from '../http/security';
import type { TenantRegistry } from '../tenants/registry';

// Asset names are not content-hashed, so an operator's new logo must show within the hour.
const ASSET_MAX_AGE_MS = 60 * 60 * 1000;

/** Images uploaded in the admin area (docs/admin.md#images): named by their content hash, so they never change. */
const UPLOAD_PATH = /^uploads\/([^/]+)$/;
const UPLOAD_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface TenantAssetDeps {
  registry: TenantRegistry;
  tenantsDir: string;
  /** An uploaded image of the tenant by name (stored in the database, not in the folder). */
  uploads?: (tenantId: string, name: string) => Promise<{ contentType: string; bytes: Buffer } | null>;
}

export function registerTenantAssetsRoute(app: FastifyInstance, deps: TenantAssetDeps): void {
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
      const upload = UPLOAD_PATH.exec(request.params['*']);
      if (upload && deps.uploads) {
        const image = await deps.uploads(tenantId, upload[1] ?? '');
        if (!image) return reply.code(404).send({ error: 'asset-not-found' });
        reply.header('content-security-policy', TENANT_ASSET_CSP);
        reply.header('cache-control', `public, max-age=${UPLOAD_MAX_AGE_S}, immutable`);
        return reply.type(image.contentType).send(image.bytes);
      }
      const root = path.join(deps.tenantsDir, tenantId);
      const file = await fileInside(root, request.params['*']);
      if (!file) return reply.code(404).send({ error: 'asset-not-found' });
      reply.header('content-security-policy', TENANT_ASSET_CSP);
      return reply.sendFile(file, root, { maxAge: ASSET_MAX_AGE_MS });
    },
  );
}
