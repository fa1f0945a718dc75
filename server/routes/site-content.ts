/**
 * The customer read of the admin content (docs/admin.md#customer-read): GET /cloud/{tenant}/content,
 * no session needed. Published, in-window items over the tenant file's starting content, read from
 * the database on each request (never cached, so a publish shows at once on every server process).
 */
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../http/error-handling';
import type { AdminServices } from '../services/admin/admin-services';
import type { TenantRegistry } from '../tenants/registry';

export function registerSiteContentRoute(
  scope: FastifyInstance,
  deps: { registry: TenantRegistry; admin: AdminServices },
): void {
  scope.get<{ Params: { tenant: string } }>(
    '/cloud/:tenant/content',
    {
      schema: {
        tags: ['cloud'],
        summary:
          "What customers see of the tenant's site content now: published admin items in their window over the tenant file's starting content",
        params: {
          type: 'object',
          required: ['tenant'],
          properties: { tenant: { type: 'string', description: 'Tenant id.' } },
        },
      },
    },
    async (request, reply) => {
      if (!deps.registry.byId(request.params.tenant)) return sendApiError(reply, 404, 'TENANT_NOT_FOUND');
      reply.header('cache-control', 'no-store');
      return deps.admin.siteContent(request.params.tenant);
    },
  );
}
