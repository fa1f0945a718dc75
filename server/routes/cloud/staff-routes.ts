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
import type { StaffPinpadChargesRequest } from '../../../src/generated/api/staff-pinpad-charges.request';
import type { StaffPinpadReceiptSmsRequest } from '../../../src/generated/api/staff-pinpad-receipt-sms.request';
import type { StaffPinpadRefundRequest } from '../../../src/generated/api/staff-pinpad-refund.request';
import type { StaffPinpadExitRequest } from '../../../src/generated/api/staff-pinpad-exit.request';
import type { StaffPinpadKioskRequest } from '../../../src/generated/api/staff-pinpad-kiosk.request';
import type { StaffMemberRegisterRequest } from '../../../src/generated/api/staff-member-register.request';
import type { StaffMemberFindRequest } from '../../../src/generated/api/staff-member-find.request';
import type { StaffSignInRequest } from '../../../src/generated/api/staff-sign-in.request';
import type { StaffSwitchListRequest } from '../../../src/generated/api/staff-switch-list.request';
import type { StaffSwitchRequest } from '../../../src/generated/api/staff-switch.request';
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
  // Quick staff switch (docs/staff.md#staff-switch): from the device's session, locked or not. A
  // switch never leaves a kiosk: an unlocked session in kiosk mode is refused here like any call, a
  // locked one by the service.
  scope.post<{ Body: StaffSwitchListRequest }>(
    '/staff/switch/list',
    staffRoute(staff, {
      summary: "Quick staff switch: the names of the site's staff signed in lately, to tap one",
      schemaName: 'staff-switch-list',
      unlocked: false,
    }),
    async (request) => staff.switchList(requireCaller(request).tenant.tenant, staffOf(request), request.body),
  );
  scope.post<{ Body: StaffSwitchRequest }>(
    '/staff/switch',
    staffRoute(staff, {
      summary:
        "Quick staff switch: another staff member's own counter PIN ends the device's session and opens theirs, unlocked",
      schemaName: 'staff-switch',
      unlocked: false,
    }),
    async (request) => staff.switchStaff(requireCaller(request).tenant.tenant, staffOf(request), request.body),
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
      summary:
        'Member find by phone, card number, QR member code or id; or the members whose name contains what was typed',
      schemaName: 'staff-member-find',
      unlocked: true,
      fn: 'memberFind',
    }),
    async (request) => staff.findMember(requireCaller(request).tenant.tenant, staffOf(request), request.body),
  );
  scope.post(
    '/staff/member/recent',
    staffRoute(staff, {
      summary: 'The members this staff member found or opened lately, latest first',
      schemaName: 'staff-member-recent',
      unlocked: true,
      fn: 'memberFind',
    }),
    async (request) => staff.recentMembers(requireCaller(request).tenant.tenant, staffOf(request)),
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
  scope.post<{ Body: StaffPinpadReceiptSmsRequest }>(
    '/staff/pinpad/receiptSms',
    staffRoute(staff, {
      summary: "Pinpad kiosk: send a charge's receipt by SMS to the card holder's phone, once",
      schemaName: 'staff-pinpad-receipt-sms',
      unlocked: true,
      fn: 'pinpad',
      inKiosk: true,
    }),
    async (request) => staff.pinpadReceiptSms(requireCaller(request).tenant.tenant, staffOf(request), request.body),
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
  scope.post<{ Body: StaffPinpadChargesRequest }>(
    '/staff/pinpad/charges',
    staffRoute(staff, {
      summary: "Pinpad refunds: the site's latest pinpad charges, each saying whether it was refunded (managers)",
      schemaName: 'staff-pinpad-charges',
      unlocked: true,
      fn: 'pinpadRefund',
    }),
    async (request) => staff.pinpadCharges(requireCaller(request).tenant.tenant, staffOf(request), request.body),
  );
  scope.post<{ Body: StaffPinpadRefundRequest }>(
    '/staff/pinpad/refund',
    staffRoute(staff, {
      summary:
        "Pinpad refunds: give a charge's whole amount back to its card, once, in one transaction (managers; idempotent)",
      schemaName: 'staff-pinpad-refund',
      unlocked: true,
      fn: 'pinpadRefund',
    }),
    async (request) => staff.pinpadRefund(requireCaller(request).tenant.tenant, staffOf(request), request.body),
  );
}
