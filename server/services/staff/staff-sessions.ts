/**
 * Staff sign-in (docs/staff.md#sign-in): a staff id or phone and the password open a session that
 * is still locked; the staff member's counter PIN unlocks it. Wrong passwords and wrong PINs are
 * counted per staff member and lock after STAFF_MAX_WRONG_* in a row for STAFF_LOCK_MINUTES, each
 * try counted before it is compared (docs/rules.md#attempt-limits). Every step is written to the
 * action log.
 */
import type { Tenant } from '../../../src/generated/tenant';
import {
  isStaffPin,
  STAFF_LOCK_MINUTES,
  STAFF_MAX_WRONG_PASSWORDS,
  STAFF_MAX_WRONG_PINS,
  STAFF_SESSION_IDLE_HOURS,
} from '../../../src/lib/limits';
import { allowedStaffFunctions, type StaffFunction } from '../../../src/lib/staff-functions';
import { failed, ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import { insertStaffAction } from '../../db/repositories/staff-action-repository';
import {
  findLiveStaffSession,
  findStaffById,
  findStaffByLogin,
  insertStaffSession,
  revokeStaffSession,
  setStaffSessionUnlocked,
  touchStaffSession,
  type StaffRecord,
} from '../../db/repositories/staff-repository';
import { spendVerificationTime, verifyPassword, newSecureToken, secureTokenHash } from '../accounts';
import { tenantPhone } from '../shared/phone-numbers';
import { tryWithinLimit, type AttemptLimit } from '../shared/attempt-limit';
import type { StaffDeps, StaffIdentity } from './staff-deps';
import { staffSiteOf } from './staff-site';

const MINUTE_MS = 60_000;
const TOUCH_INTERVAL_MS = 60_000;

export interface StaffProfile {
  staffId: string;
  staffCode: string;
  name: string;
  roles: string[];
  admin: boolean;
  functions: StaffFunction[];
}

export function staffProfile(
  staff: Pick<StaffIdentity, 'staffId' | 'staffCode' | 'name' | 'roles' | 'admin'>,
): StaffProfile {
  return {
    staffId: staff.staffId,
    staffCode: staff.staffCode,
    name: staff.name,
    roles: [...staff.roles],
    admin: staff.admin,
    functions: allowedStaffFunctions(staff),
  };
}

/** A staff member's password and PIN, each counted on its own (docs/staff.md#lockout). */
export const staffPasswordLimit = (staff: Pick<StaffRecord, 'id'>): AttemptLimit => ({
  key: `staff-password:${staff.id}`,
  maxWrong: STAFF_MAX_WRONG_PASSWORDS,
  lock: { minutes: STAFF_LOCK_MINUTES },
});
export const staffPinLimit = (staff: Pick<StaffRecord, 'id'>): AttemptLimit => ({
  key: `staff-pin:${staff.id}`,
  maxWrong: STAFF_MAX_WRONG_PINS,
  lock: { minutes: STAFF_LOCK_MINUTES },
});

export async function logStaffAction(
  deps: StaffDeps,
  entry: { tenantId: string; staffId: string | null; action: string; subject?: string; detail?: string },
): Promise<void> {
  await insertStaffAction(deps.db, { ...entry, at: deps.now() });
}

/** Sign in with staff id or phone and password: a locked session's token, or a refusal. */
export async function staffSignIn(
  deps: StaffDeps,
  tenant: Tenant,
  body: { login: string; password: string; shop?: string },
): Promise<ApiEnvelope<{ token: string }> | Refusal> {
  const login = body.login.trim();
  if (login === '' || body.password === '') return refused('LOGIN_INPUT_MISSING');
  const staff = await findStaffByLogin(deps.db, tenant.id, login, tenantPhone(tenant, login));
  if (!staff) {
    await spendVerificationTime(body.password);
    await logStaffAction(deps, {
      tenantId: tenant.id,
      staffId: null,
      action: 'sign_in_refused',
      subject: login.slice(0, 64),
    });
    return failed('LOGIN_MISMATCH');
  }
  const tried = await tryWithinLimit(deps.db, staffPasswordLimit(staff), deps.now, () =>
    verifyPassword(body.password, staff.passwordHash),
  );
  if (tried.outcome !== 'right') {
    await logStaffAction(deps, {
      tenantId: tenant.id,
      staffId: staff.id,
      action: tried.outcome === 'wrong' ? 'sign_in_refused' : 'sign_in_locked',
    });
    if (tried.outcome === 'busy') return refused('TOO_MANY_TRIES_AT_ONCE');
    if (tried.outcome === 'locked')
      return refused('STAFF_LOCKED', { minutes: tried.minutesLeft ?? STAFF_LOCK_MINUTES });
    if (tried.locked) {
      deps.log.warn({ staff: staff.id }, 'staff password sign-in locked after too many wrong passwords');
      return refused('STAFF_LOCKED', { minutes: STAFF_LOCK_MINUTES });
    }
    return failed('LOGIN_MISMATCH');
  }
  const { token, hash } = newSecureToken();
  const now = deps.now();
  // A sign-in at a site marks a device that may later switch staff by PIN (docs/staff.md#staff-switch).
  const site = body.shop === undefined ? null : staffSiteOf(tenant, body.shop);
  await insertStaffSession(deps.db, staff.id, hash, now, site);
  await logStaffAction(deps, { tenantId: tenant.id, staffId: staff.id, action: 'sign_in' });
  return ok({ token });
}

/** Who a staff token signs in, for this tenant (locked or not); null when it is unknown, ended or another tenant's. */
export async function authenticateStaff(
  deps: StaffDeps,
  tenantId: string,
  token: string,
): Promise<StaffIdentity | null> {
  const hash = secureTokenHash(token);
  if (hash === null) return null;
  const now = deps.now();
  const live = await findLiveStaffSession(
    deps.db,
    tenantId,
    hash,
    new Date(now.getTime() - STAFF_SESSION_IDLE_HOURS * 60 * MINUTE_MS),
  );
  if (!live) return null;
  const staff = await findStaffById(deps.db, tenantId, live.staffId);
  if (!staff) return null;
  if (live.lastUsedAt.getTime() < now.getTime() - TOUCH_INTERVAL_MS)
    await touchStaffSession(deps.db, live.sessionId, now);
  return identityOf(staff, live.sessionId, live.unlocked);
}

function identityOf(staff: StaffRecord, sessionId: string, unlocked: boolean): StaffIdentity {
  return {
    tenantId: staff.tenantId,
    staffId: staff.id,
    sessionId,
    staffCode: staff.staffCode,
    name: staff.name,
    roles: staff.roles,
    admin: staff.admin,
    unlocked,
  };
}

/**
 * Checks the staff member's counter PIN within the lockout of docs/staff.md#lockout (wrong PINs
 * counted per staff member, docs/rules.md#attempt-limits): the staff record when it is right, else
 * the refusal. `refusedAction` names the log entry of a wrong PIN (unlock_refused,
 * pinpad_exit_refused); a try refused unseen because of the lock is logged as `{refusedAction}_locked`.
 */
export async function checkStaffPin(
  deps: StaffDeps,
  identity: StaffIdentity,
  pin: string,
  refusedAction: string,
): Promise<{ staff: StaffRecord } | Refusal> {
  if (!isStaffPin(pin)) return refused('STAFF_PIN_FORMAT');
  const staff = await findStaffById(deps.db, identity.tenantId, identity.staffId);
  if (!staff) return refused('STAFF_PIN_WRONG', { triesLeft: 0 });
  const tried = await tryWithinLimit(deps.db, staffPinLimit(staff), deps.now, () => verifyPassword(pin, staff.pinHash));
  if (tried.outcome === 'right') return { staff };
  await logStaffAction(deps, {
    tenantId: identity.tenantId,
    staffId: staff.id,
    action: tried.outcome === 'wrong' ? refusedAction : `${refusedAction}_locked`,
  });
  if (tried.outcome === 'busy') return refused('TOO_MANY_TRIES_AT_ONCE');
  if (tried.outcome === 'locked')
    return refused('STAFF_PIN_LOCKED', { minutes: tried.minutesLeft ?? STAFF_LOCK_MINUTES });
  if (tried.locked) {
    deps.log.warn({ staff: staff.id }, 'staff PIN locked after too many wrong PINs');
    return refused('STAFF_PIN_LOCKED', { minutes: STAFF_LOCK_MINUTES });
  }
  return refused('STAFF_PIN_WRONG', { triesLeft: tried.triesLeft });
}

export async function staffUnlock(
  deps: StaffDeps,
  identity: StaffIdentity,
  body: { pin: string },
): Promise<ApiEnvelope<{ staff: StaffProfile }> | Refusal> {
  const checked = await checkStaffPin(deps, identity, body.pin, 'unlock_refused');
  if (!('staff' in checked)) return checked;
  const { staff } = checked;
  await setStaffSessionUnlocked(deps.db, identity.sessionId, true, deps.now());
  await logStaffAction(deps, { tenantId: identity.tenantId, staffId: staff.id, action: 'unlock' });
  return ok({ staff: staffProfile(identityOf(staff, identity.sessionId, true)) });
}

/** Locks the session: the next staff call needs the PIN again (a shared device left idle, or kiosk mode). */
export async function staffLock(deps: StaffDeps, identity: StaffIdentity): Promise<ApiEnvelope> {
  await setStaffSessionUnlocked(deps.db, identity.sessionId, false, deps.now());
  await logStaffAction(deps, { tenantId: identity.tenantId, staffId: identity.staffId, action: 'lock' });
  return ok({});
}

export async function staffLogout(deps: StaffDeps, identity: StaffIdentity): Promise<ApiEnvelope> {
  await revokeStaffSession(deps.db, identity.sessionId, deps.now());
  await logStaffAction(deps, { tenantId: identity.tenantId, staffId: identity.staffId, action: 'sign_out' });
  return ok({});
}

/** The signed-in staff member and the functions their roles open. */
export async function staffMe(
  _deps: StaffDeps,
  identity: StaffIdentity,
): Promise<ApiEnvelope<{ staff: StaffProfile }>> {
  return ok({ staff: staffProfile(identity) });
}
