/**
 * Authentication and permission of the admin calls (docs/admin.md#api): the staff session of
 * docs/staff.md#server-checks (401 without a live, unlocked staff session of the URL's tenant; 403
 * for a customer token, a locked session or one in kiosk mode, docs/staff.md#kiosk-server), then
 * the route -> roles table of src/lib/admin-routes.ts through the product's permission check: a
 * staff member without a role the call needs gets 403 'No permission', written to the staff action log.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { mayUseAdmin } from '../../src/lib/admin-routes';
import { englishText } from '../../src/protocol/messages';
import { type MessageCode, type MessageParams } from '../../src/protocol/message';
import type { AdminRefusal } from '../services/admin/admin-deps';
import type { StaffServices } from '../services/staff/staff-services';
import { RTN_ERROR, sendApiError } from './error-handling';
import { requireStaffSession, staffOf } from './staff-session';

/**
 * The roles a call needs, from its request (a content call's roles depend on the type in its path);
 * null: the path names nothing there is (an unknown content type), answered 404.
 */
export type RequiredRoles = (request: FastifyRequest) => readonly string[] | null;

export function requireAdmin(staff: StaffServices, call: string, roles: RequiredRoles): onRequestAsyncHookHandler[] {
  return [
    requireStaffSession(staff, { unlocked: true }),
    async (request, reply) => {
      const required = roles(request);
      if (required === null) return sendApiError(reply, 404, 'NOT_FOUND');
      const identity = staffOf(request);
      if (!mayUseAdmin(identity, required)) {
        await staff.logAdminRefusal(identity, call, required);
        return sendApiError(reply, 403, 'NO_PERMISSION');
      }
    },
  ];
}

/** The error answer of every /cloud/ path, with the message's params (e.g. the image size limit). */
export function sendAdminError(
  reply: FastifyReply,
  status: number,
  code: MessageCode,
  params: MessageParams = {},
  detail?: string,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      result: {
        rtn: RTN_ERROR,
        dispMsg: detail ?? englishText({ code, params }),
        problem: { code, params: { ...params } },
      },
    });
}

export function sendAdminRefusal(reply: FastifyReply, refusal: AdminRefusal): FastifyReply {
  if (refusal.fields.length === 0)
    return sendAdminError(reply, refusal.status, refusal.code, refusal.params, refusal.detail);
  // A refused document says which fields are at fault, so the form shows each at its field.
  return reply
    .code(refusal.status)
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      result: {
        rtn: RTN_ERROR,
        dispMsg: refusal.detail ?? englishText({ code: refusal.code, params: refusal.params }),
        problem: { code: refusal.code, params: { ...refusal.params } },
        fields: refusal.fields,
      },
    });
}
