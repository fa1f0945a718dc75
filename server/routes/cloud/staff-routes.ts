/**
 * The staff calls on the cloud base (docs/staff.md): employee login (staff/signIn, then staff/unlock
 * with the PIN), staff/lock, staff/logout, staff/me and member find. Every call but signIn needs a
 * staff session of the URL's tenant, and each names the function whose roles it needs
 * (server/http/staff-session.ts): the server refuses what function select hides. A session in
 * kiosk mode (staff/pinpad/kiosk) may only make the calls marked inKiosk (docs/staff.md#kiosk-server).
 */
import type { FastifyInstance, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import type { StaffMemberAssessRequest } from '../../../src/generated/api/staff-member-assess.request';
import type { StaffPinpadChargeRequest } from '../../../src/generated/api/staff-pinpad-charge.request';
import type { StaffPinpadExitRequest } from '../../../src/generated/api/staff-pinpad-exit.request';
import type { StaffPinpadKioskRequest } from '../../../src/generated/api/staff-pinpad-kiosk.request';
import type { StaffMemberRegisterRequest } from '../../../src/generated/api/staff-member-register.request';
import type { StaffMemberFindRequest } from '../../../src/generated/api/staff-member-find.request';
import type { StaffSignInRequest } from '../../../src/generated/api/staff-sign-in.request';
import type { StaffUnlockRequest } from '../../../src/generated/api/staff-unlock.request';
import { BEARER_SECURITY } from '../../http/account-session';
import { requireCaller } from '../../http/envelope';
import { requireStaffSession, staffOf, type StaffRouteNeeds } from '../../http/staff-session';
import type { StaffServices } from '../../services/staff/staff-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

const AUTH_NOTE =
  ' Needs Authorization: Bearer <staff session token> of the tenant: none or an unknown one answers HTTP 401; a customer token, a locked session, a session in kiosk mode (on any call but the pinpad ones, unlock, lock and logout) or a staff member without a role that opens the call answers HTTP 403.';

export function staffRoute(
  staff: StaffServices,
  opts: { summary: string; schemaName: string } & StaffRouteNeeds,
): { schema: FastifySchema; onRequest: onRequestAsyncHookHandler } {
  const schema = envelopeRouteSchema({
    tag: 'cloud',
    summary: opts.summary,
    schemaName: opts.schemaName,
    params: TENANT_PARAMS,
  });
  return {
    schema: { ...schema, description: `${schema.description ?? ''}${AUTH_NOTE}`, security: BEARER_SECURITY },
    onRequest: requireStaffSession(staff, { unlocked: opts.unlocked, fn: opts.fn, inKiosk: opts.inKiosk }),
  };
}

export function registerStaffRoutes(scope: FastifyInstance, staff: StaffServices): void {
  scope.post<{ Body: StaffSignInRequest }>(
    '/staff/signIn',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: 'Employee login with staff id or phone and password (the session opens locked)',
        schemaName: 'staff-sign-in',
        params: TENANT_PARAMS,
      }),
    },
    async (request) => staff.signIn(requireCaller(request).tenant.tenant, request.body),
  );
  scope.post<{ Body: StaffUnlockRequest }>(
    '/staff/unlock',
    staffRoute(staff, {
      summary: "Unlock the staff session with the staff member's counter PIN",
      schemaName: 'staff-unlock',
      unlocked: false,
      inKiosk: true,
    }),
    async (request) => staff.unlock(staffOf(request), request.body),
  );
  scope.post(
    '/staff/lock',
    staffRoute(staff, {
      summary: 'Lock the staff session (the PIN opens it again)',
      schemaName: 'staff-lock',
      unlocked: false,
      inKiosk: true,
    }),
    async (request) => staff.lock(staffOf(request)),
  );
  scope.post(
    '/staff/logout',
    staffRoute(staff, { summary: 'End the staff session', schemaName: 'staff-logout', unlocked: false, inKiosk: true }),
    async (request) => staff.logout(staffOf(request)),
  );
  scope.post(
    '/staff/me',
    staffRoute(staff, {
      summary: 'The signed-in staff member and the functions their roles open',
      schemaName: 'staff-me',
      unlocked: true,
    }),
    async (request) => staff.me(staffOf(request)),
  );
  scope.post<{ Body: StaffMemberFindRequest }>(
    '/staff/member/find',
    staffRoute(staff, {
      summary: 'Member find by phone, card number or QR member code',
      schemaName: 'staff-member-find',
      unlocked: true,
      fn: 'memberFind',
    }),
    async (request) => staff.findMember(requireCaller(request).tenant.tenant, staffOf(request), request.body),
  );
  scope.post<{ Body: StaffMemberRegisterRequest }>(
    '/staff/member/register',
    staffRoute(staff, {
      summary: "Member registration at the counter: creates the customer and issues the tenant's counter wallet cards",
      schemaName: 'staff-member-register',
      unlocked: true,
      fn: 'memberRegistration',
    }),
    async (request) => staff.registerMember(requireCaller(request).tenant.tenant, staffOf(request), request.body),
  );
  scope.post<{ Body: StaffMemberAssessRequest }>(
    '/staff/member/assess',
    staffRoute(staff, {
      summary:
        "Member assessment: the member's answers to the tenant's questionList, stored with the questionnaire's version",
      schemaName: 'staff-member-assess',
      unlocked: true,
      fn: 'memberAssessment',
    }),
    async (request) => staff.assessMember(requireCaller(request).tenant.tenant, staffOf(request), request.body),
  );
  scope.post<{ Body: StaffPinpadChargeRequest }>(
    '/staff/pinpad/charge',
    staffRoute(staff, {
      summary:
        "Pinpad kiosk: charge a customer's stored-value card the amount staff entered, after the card's wallet PIN (idempotent)",
      schemaName: 'staff-pinpad-charge',
      unlocked: true,
      fn: 'pinpad',
      inKiosk: true,
    }),
    async (request) => staff.pinpadCharge(requireCaller(request).tenant.tenant, staffOf(request), request.body),
  );
  scope.post<{ Body: StaffPinpadExitRequest }>(
    '/staff/pinpad/exit',
    staffRoute(staff, {
      summary: "Pinpad kiosk: the staff member's counter PIN, to leave kiosk mode or open a relocked kiosk",
      schemaName: 'staff-pinpad-exit',
      unlocked: true,
      fn: 'pinpad',
      inKiosk: true,
    }),
    async (request) => staff.pinpadExit(staffOf(request), request.body),
  );
  scope.post<{ Body: StaffPinpadKioskRequest }>(
    '/staff/pinpad/kiosk',
    staffRoute(staff, {
      summary:
        'Pinpad kiosk: hand the device to the customer; until the staff PIN ends it, the session can only charge through the pinpad',
      schemaName: 'staff-pinpad-kiosk',
      unlocked: true,
      fn: 'pinpad',
      inKiosk: true,
    }),
    async (request) => staff.startKiosk(requireCaller(request).tenant.tenant, staffOf(request), request.body),
  );
}
