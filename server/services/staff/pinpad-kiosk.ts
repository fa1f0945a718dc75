/**
 * Kiosk mode on the server (docs/staff.md#kiosk-server). The device handed to a customer at the
 * pinpad holds an unlocked staff session; the browser hides everything but the pinpad, and the
 * server holds the same line: a session in kiosk mode (staff_sessions.kiosk_since) may only charge
 * through the pinpad and leave with the staff PIN; server/http/staff-session.ts refuses every other
 * staff and admin call. Only a staff member whose roles open the pinpad starts one (the route's
 * permission check), and only the staff member's own PIN ends it: staff/pinpad/exit (pinpad.ts), or
 * staff/unlock after the session was locked while handed over.
 */
import type { Tenant } from '../../../src/generated/tenant';
import { ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import { endStaffKiosk, findStaffKiosk, startStaffKiosk } from '../../db/repositories/staff-kiosk-repository';
import { pinpadSite } from './pinpad';
import type { StaffDeps, StaffIdentity } from './staff-deps';
import { logStaffAction, staffUnlock, type StaffProfile } from './staff-sessions';

/** staff/pinpad/kiosk: the session hands the device over at the site `shop`; asked again, it stays as it is. */
export async function startPinpadKiosk(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  body: { shop: string },
): Promise<ApiEnvelope | Refusal> {
  if (!pinpadSite(tenant, body.shop)) return refused('PINPAD_OFF');
  // Locked or ended since the hook read it: the PIN is needed first, like any locked call.
  if (!(await startStaffKiosk(deps.db, identity.sessionId, deps.now()))) return refused('STAFF_PIN_NEEDED');
  await logStaffAction(deps, {
    tenantId: identity.tenantId,
    staffId: identity.staffId,
    action: 'pinpad_kiosk_start',
    detail: body.shop.slice(0, 64),
  });
  return ok({});
}

/** When the session's kiosk started, or null: read by the staff session hook on every unlocked call. */
export async function staffKioskOf(deps: StaffDeps, identity: StaffIdentity): Promise<Date | null> {
  return findStaffKiosk(deps.db, identity.sessionId);
}

/**
 * staff/unlock: the counter PIN opens the session; a session locked while handed over (the kiosk
 * screen left by a reload or another address) comes out of kiosk mode with it, as with pinpad/exit.
 */
export async function unlockStaffSession(
  deps: StaffDeps,
  identity: StaffIdentity,
  body: { pin: string },
): Promise<ApiEnvelope<{ staff: StaffProfile }> | Refusal> {
  const answer = await staffUnlock(deps, identity, body);
  if (answer.result.rtn > 0) await endStaffKiosk(deps.db, identity.sessionId);
  return answer;
}

/** A call refused because the session is in kiosk mode: logged with the path it asked for. */
export async function logKioskRefusal(deps: StaffDeps, identity: StaffIdentity, call: string): Promise<void> {
  await logStaffAction(deps, {
    tenantId: identity.tenantId,
    staffId: identity.staffId,
    action: 'refused_kiosk',
    subject: call.slice(0, 200),
  });
}
