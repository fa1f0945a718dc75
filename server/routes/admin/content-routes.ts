/** The content calls of the admin API (docs/admin.md#api): list, create, get, save, publish, unpublish, delete, history, restore, preview, order. */
import { ADMIN_DOC } from './admin-doc';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_CALL_ROLES } from '../../../src/lib/admin-routes';
import { isContentType, type ContentType } from '../../../src/protocol/admin-content';
import type { AdminContentCreateRequest } from '../../../src/generated/api/admin-content-create.request';
import type { AdminContentOrderRequest } from '../../../src/generated/api/admin-content-order.request';
import type { AdminContentPublishRequest } from '../../../src/generated/api/admin-content-publish.request';
import type { AdminContentRestoreRequest } from '../../../src/generated/api/admin-content-restore.request';
import type { AdminContentSaveRequest } from '../../../src/generated/api/admin-content-save.request';
import type { AdminContentVersionRequest } from '../../../src/generated/api/admin-content-version.request';
import { requireAdmin } from '../../http/admin-session';
import { schemaRef } from '../../http/api-schemas';
import { staffOf } from '../../http/staff-session';
import type { AdminServices } from '../../services/admin/admin-services';
import type { StaffServices } from '../../services/staff/staff-services';

/** A page's HTML may be long in two languages of three-byte characters; the app's default body limit is 256 KiB. */
const CONTENT_BODY_LIMIT = 1024 * 1024;
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

interface TypeParams {
  tenant: string;
  type: string;
}
interface ItemParams extends TypeParams {
  id: string;
}

const typeParams = {
  type: 'object',
  required: ['tenant', 'type'],
  properties: {
    tenant: { type: 'string', description: 'Tenant id.' },
    type: { type: 'string', maxLength: 32, description: 'Content type (carousel, page, configuration, ...).' },
  },
} as const;
const itemParams = {
  type: 'object',
  required: ['tenant', 'type', 'id'],
  properties: { ...typeParams.properties, id: { type: 'string', pattern: UUID, description: 'Item id (uuid).' } },
} as const;

function typeOf(request: FastifyRequest): ContentType {
  return (request.params as TypeParams).type as ContentType;
}

/** The roles of the content type in the path; null (404) for a type there is not. */
function contentRoles(request: FastifyRequest): readonly string[] | null {
  const { type } = request.params as Partial<TypeParams>;
  return type !== undefined && isContentType(type) ? ADMIN_CALL_ROLES.content(type) : null;
}

export function registerAdminContentRoutes(scope: FastifyInstance, staff: StaffServices, admin: AdminServices): void {
  const guard = (call: string) => requireAdmin(staff, call, contentRoles);
  const doc = (summary: string, extra: object = {}) => ({ ...ADMIN_DOC, summary, ...extra });

  scope.get<{ Params: TypeParams }>(
    '/content/:type',
    {
      schema: doc(
        "List the items of a content type (drafts and published), its schema and the tenant file's starting items",
        { params: typeParams },
      ),
      onRequest: guard('content-list'),
    },
    async (request) => admin.listItems(staffOf(request), typeOf(request)),
  );
  scope.post<{ Params: TypeParams; Body: AdminContentCreateRequest }>(
    '/content/:type',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: doc('Create an item (a draft, version 1)', {
        params: typeParams,
        body: schemaRef('admin-content-create.request'),
      }),
      onRequest: guard('content-create'),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await admin.createItem(staffOf(request), typeOf(request), request.body.document, request.body.startingKey),
        ),
  );
  scope.get<{ Params: ItemParams }>(
    '/content/:type/:id',
    { schema: doc('One item and its schema', { params: itemParams }), onRequest: guard('content-get') },
    async (request) => admin.getItem(staffOf(request), typeOf(request), request.params.id),
  );
  scope.put<{ Params: ItemParams; Body: AdminContentSaveRequest }>(
    '/content/:type/:id',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: doc('Save the draft (version-checked)', {
        params: itemParams,
        body: schemaRef('admin-content-save.request'),
      }),
      onRequest: guard('content-save'),
    },
    async (request) => admin.saveItem(staffOf(request), typeOf(request), request.params.id, request.body),
  );
  scope.delete<{ Params: ItemParams; Body: AdminContentVersionRequest }>(
    '/content/:type/:id',
    {
      schema: doc('Delete the item (version-checked; kept in the audit log)', {
        params: itemParams,
        body: schemaRef('admin-content-version.request'),
      }),
      onRequest: guard('content-delete'),
    },
    async (request, reply) => {
      await admin.deleteItem(staffOf(request), typeOf(request), request.params.id, request.body.version);
      return reply.code(204).send();
    },
  );
  scope.post<{ Params: ItemParams; Body: AdminContentPublishRequest }>(
    '/content/:type/:id/publish',
    {
      schema: doc('Publish the draft, at once or in a window (version-checked)', {
        params: itemParams,
        body: schemaRef('admin-content-publish.request'),
      }),
      onRequest: guard('content-publish'),
    },
    async (request) => admin.publishItem(staffOf(request), typeOf(request), request.params.id, request.body),
  );
  scope.post<{ Params: ItemParams; Body: AdminContentVersionRequest }>(
    '/content/:type/:id/unpublish',
    {
      schema: doc('Unpublish (version-checked)', {
        params: itemParams,
        body: schemaRef('admin-content-version.request'),
      }),
      onRequest: guard('content-unpublish'),
    },
    async (request) => admin.unpublishItem(staffOf(request), typeOf(request), request.params.id, request.body.version),
  );
  scope.get<{ Params: ItemParams }>(
    '/content/:type/:id/history',
    {
      schema: doc("The item's audit log, newest first, with each version before and after", { params: itemParams }),
      onRequest: guard('content-history'),
    },
    async (request) => admin.itemHistory(staffOf(request), typeOf(request), request.params.id),
  );
  scope.post<{ Params: ItemParams; Body: AdminContentRestoreRequest }>(
    '/content/:type/:id/restore',
    {
      schema: doc("Bring back an earlier version's draft (version-checked)", {
        params: itemParams,
        body: schemaRef('admin-content-restore.request'),
      }),
      onRequest: guard('content-restore'),
    },
    async (request) => admin.restoreItem(staffOf(request), typeOf(request), request.params.id, request.body),
  );
  scope.post<{ Params: TypeParams; Body: AdminContentOrderRequest }>(
    '/content/:type/order',
    {
      schema: doc('Arrange the items of an ordered type: order 10, 20, 30... as listed (each version-checked)', {
        params: typeParams,
        body: schemaRef('admin-content-order.request'),
      }),
      onRequest: guard('content-order'),
    },
    async (request, reply) => {
      await admin.reorderItems(staffOf(request), typeOf(request), request.body.items);
      return reply.code(204).send();
    },
  );
  scope.get<{ Params: ItemParams }>(
    '/content/:type/:id/preview',
    {
      schema: doc("The customers' content with this item's draft in place, as if published now", {
        params: itemParams,
      }),
      onRequest: guard('content-preview'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.previewItem(staffOf(request), typeOf(request), request.params.id);
    },
  );
}
