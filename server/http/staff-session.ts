/**
 * Authentication and permission of the staff routes (docs/staff.md#server-checks): every staff call
 * names a staff session of the URL's tenant in `Authorization: Bearer <token>`, or ends before its
 * body is read:
 *  - no token, or one that is nobody's: HTTP 401 'Login expired';
 *  - a customer's token: HTTP 403 'No permission' (customers are not staff);
 *  - a locked session (the PIN not entered since sign-in or the last lock), on a call that needs it unlocked: 403;
 *  - a session in kiosk mode (handed to a customer at the pinpad, docs/staff.md#kiosk-server), on
 *    any call but the pinpad's charge and exit and the session's own unlock, lock and logout: 403
 *    'Kiosk mode is on' (and logged); the admin calls (admin-session.ts) are refused the same way;
 *  - a staff member whose roles do not open the call's function: 403 'No permission' (and logged).
 * A staff token of another tenant is nobody's here (401): a tenant's staff see nothing of another.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { mayUseStaffFunction, type StaffFunction } from '../../src/lib/staff-functions';
import type { StaffIdentity } from '../services/staff/staff-deps';
import type { StaffServices } from '../services/staff/staff-services';
import { bearerToken } from './account-session';
import { requireCaller } from './envelope';
import { sendApiError } from './error-handling';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set by requireStaffSession on staff routes. */
    staffSession: StaffIdentity | null;
  }
}

export function registerStaffSessionDecorator(app: FastifyInstance): void {
  app.decorateRequest('staffSession', null);
}

export interface StaffRouteNeeds {
  /** The session must have been unlocked with the PIN (every call but unlock, lock and logout). */
  unlocked: boolean;
  /** The function whose roles the caller must hold (docs/staff.md#roles); none for calls every staff member may make. */
  fn?: StaffFunction;
  /**
   * The call may be made while the session is in kiosk mode (docs/staff.md#kiosk-server): the
   * pinpad's own calls, and unlock, lock and logout, which give the customer nothing.
   */
  inKiosk?: boolean;
}

export function requireStaffSession(staff: StaffServices, needs: StaffRouteNeeds): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const tenant = requireCaller(request).tenant.tenant;
    const token = bearerToken(request.headers.authorization);
    const identity = token === null ? null : await staff.authenticate(tenant.id, token);
    if (!identity) {
      if (token !== null && (await staff.isCustomerToken(tenant, token)))
        return sendApiError(reply, 403, 'NO_PERMISSION');
      reply.header('www-authenticate', 'Bearer');
      return sendApiError(reply, 401, 'LOGIN_EXPIRED');
    }
    if (needs.unlocked && !identity.unlocked) return sendApiError(reply, 403, 'STAFF_PIN_NEEDED');
    // A locked session can only unlock, lock and log out, which a kiosk allows: only an unlocked one is asked.
    if (needs.inKiosk !== true && identity.unlocked && (await staff.kioskOf(identity)) !== null) {
      await staff.logKioskRefusal(identity, request.routeOptions.url ?? request.url);
      return sendApiError(reply, 403, 'STAFF_KIOSK_ON');
    }
    if (needs.fn !== undefined && !mayUseStaffFunction(identity, needs.fn)) {
      await staff.logRefusal(identity, needs.fn);
      return sendApiError(reply, 403, 'NO_PERMISSION');
    }
    request.staffSession = identity;
  };
}

export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staffSession) throw new Error('route does not require a staff session');
  return request.staffSession;
}
