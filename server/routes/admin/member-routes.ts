/** The members calls of the admin API (docs/admin.md#members): staff members and their roles, and the staff action log. */
import { ADMIN_DOC } from './admin-doc';
import type { FastifyInstance } from 'fastify';
import type { AdminMemberCreateRequest } from '../../../src/generated/api/admin-member-create.request';
import type { AdminMemberUpdateRequest } from '../../../src/generated/api/admin-member-update.request';
import { ADMIN_CALL_ROLES } from '../../../src/lib/admin-routes';
import { requireAdmin } from '../../http/admin-session';
import { schemaRef } from '../../http/api-schemas';
import { staffOf } from '../../http/staff-session';
import type { AdminServices } from '../../services/admin/admin-services';
import type { StaffServices } from '../../services/staff/staff-services';

const memberParams = {
  type: 'object',
  required: ['tenant', 'id'],
  properties: {
    tenant: { type: 'string', description: 'Tenant id.' },
    id: {
      type: 'string',
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      description: 'Staff member id (uuid).',
    },
  },
} as const;

export function registerAdminMemberRoutes(scope: FastifyInstance, staff: StaffServices, admin: AdminServices): void {
  const guard = (call: string) => requireAdmin(staff, call, () => ADMIN_CALL_ROLES.members);
  scope.get(
    '/members',
    {
      schema: { ...ADMIN_DOC, summary: "The tenant's staff members and the roles they may be given" },
      onRequest: guard('members-list'),
    },
    async (request) => admin.listMembers(staffOf(request)),
  );
  scope.post<{ Body: AdminMemberCreateRequest }>(
    '/members',
    {
      schema: { ...ADMIN_DOC, summary: 'Create a staff member', body: schemaRef('admin-member-create.request') },
      onRequest: guard('members-create'),
    },
    async (request, reply) => reply.code(201).send(await admin.createMember(staffOf(request), request.body)),
  );
  scope.put<{ Params: { tenant: string; id: string }; Body: AdminMemberUpdateRequest }>(
    '/members/:id',
    {
      schema: {
        ...ADMIN_DOC,
        summary: "Change a staff member's name, phone, roles, admin flag, password, PIN or disable them",
        params: memberParams,
        body: schemaRef('admin-member-update.request'),
      },
      onRequest: guard('members-update'),
    },
    async (request) => admin.updateMember(staffOf(request), request.params.id, request.body),
  );
  scope.get(
    '/actions',
    {
      schema: { ...ADMIN_DOC, summary: "The tenant's staff action log, newest first" },
      onRequest: requireAdmin(staff, 'actions', () => ADMIN_CALL_ROLES.actions),
    },
    async (request) => admin.staffActions(staffOf(request)),
  );
}
