/**
 * The admin calls, /cloud/{tenant}/admin/... (docs/admin.md#api; wire format src/protocol/admin-content.ts).
 * Plain JSON (no tenant packaging). Every call needs a staff session and the roles of
 * src/lib/admin-routes.ts (server/http/admin-session.ts); bodies are checked against schemas/api
 * (NUL, depth and size included: 400, never 500); rules live in server/services/admin.
 */
import multipart from '@fastify/multipart';
import { ADMIN_DOC } from './admin-doc';
import type { FastifyInstance } from 'fastify';
import { ADMIN_CALL_ROLES, allowedAdminRoutes, CONTENT_TYPE_ROLES } from '../../../src/lib/admin-routes';
import { CONTENT_TYPES, type AdminMeResponse, type ContentTypesResponse } from '../../../src/protocol/admin-content';
import { isJsonValue } from '../../../src/protocol/json-value';
import { sendAdminRefusal, requireAdmin } from '../../http/admin-session';
import { sendApiError } from '../../http/error-handling';
import { staffOf } from '../../http/staff-session';
import { AdminRefusal } from '../../services/admin/admin-deps';
import type { AdminServices } from '../../services/admin/admin-services';
import { contentSchema } from '../../services/admin/content-schemas';
import type { StaffServices } from '../../services/staff/staff-services';
import type { TenantRegistry } from '../../tenants/registry';
import { registerAdminAssetRoutes } from './asset-routes';
import { registerAdminContentRoutes } from './content-routes';
import { registerAdminMemberRoutes } from './member-routes';

export interface AdminRouteDeps {
  registry: TenantRegistry;
  staff: StaffServices;
  admin: AdminServices;
}

export async function adminApiRoutes(scope: FastifyInstance, opts: AdminRouteDeps): Promise<void> {
  await scope.register(multipart);
  scope.addHook('onRequest', async (request, reply) => {
    const tenantId = (request.params as { tenant?: string }).tenant;
    const entry = tenantId === undefined ? undefined : opts.registry.byId(tenantId);
    if (!entry) return sendApiError(reply, 404, 'TENANT_NOT_FOUND');
    // The staff session check reads the tenant where the envelope scope leaves it.
    request.apiCaller = { tenant: entry };
  });
  scope.addHook('preValidation', async (request, reply) => {
    // A hostile depth is refused before the schema walks it (docs/rules.md#bad-input).
    if (request.body !== undefined && !request.isMultipart() && !isJsonValue(request.body))
      return sendApiError(reply, 400, 'MALFORMED_REQUEST');
  });
  scope.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof AdminRefusal) return sendAdminRefusal(reply, error);
    // Everything else is answered by the app's handler (server/http/error-handling.ts).
    throw error;
  });

  const { staff, admin } = opts;
  scope.get(
    '/me',
    {
      schema: { ...ADMIN_DOC, summary: 'The signed-in staff member, their roles and the admin routes they may open' },
      onRequest: requireAdmin(staff, 'me', () => ADMIN_CALL_ROLES.open),
    },
    async (request): Promise<AdminMeResponse> => {
      const me = staffOf(request);
      return {
        staff: { staffId: me.staffId, staffCode: me.staffCode, name: me.name, roles: me.roles, admin: me.admin },
        routes: allowedAdminRoutes(me).map((route) => route.id),
      };
    },
  );
  scope.get(
    '/content-types',
    {
      schema: {
        ...ADMIN_DOC,
        summary: 'Every content type, the roles that edit it and its JSON Schema (shared parts inlined)',
      },
      onRequest: requireAdmin(staff, 'content-types', () => ADMIN_CALL_ROLES.open),
    },
    async (): Promise<ContentTypesResponse> => ({
      types: CONTENT_TYPES.map((type) => ({ type, roles: [...CONTENT_TYPE_ROLES[type]], schema: contentSchema(type) })),
    }),
  );
  scope.get(
    '/activity',
    {
      schema: {
        ...ADMIN_DOC,
        summary: "The latest content changes of the types the caller's roles open (the dashboard)",
      },
      onRequest: requireAdmin(staff, 'activity', () => ADMIN_CALL_ROLES.open),
    },
    async (request) => admin.contentActivity(staffOf(request)),
  );
  registerAdminContentRoutes(scope, staff, admin);
  registerAdminAssetRoutes(scope, staff, admin);
  registerAdminMemberRoutes(scope, staff, admin);
}
