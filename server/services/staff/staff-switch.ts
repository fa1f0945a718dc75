/**
 * Quick staff switch by personal PIN (docs/staff.md#staff-switch). A device signed in at a site with
 * a staff id and password (its staff session carries the device's marks, migration 035) may hand
 * over to another staff member of the tenant who taps their name and types their own counter PIN:
 * the device's session ends and one of theirs opens, unlocked, with exactly their roles. A cold
 * browser has no session and gets nothing (401); a session of another site, or one opened without a
 * site, is refused. A session in kiosk mode is not left by a switch: its own PIN leaves it first.
 *
 * Wrong PINs count on three keys at once, each taken before the PIN is compared
 * (docs/rules.md#attempt-limits): the device, the staff member who signed the device in (so signing
 * in again for a fresh device does not give fresh tries), and the staff member chosen (the same
 * count as their unlock). So of a hundred tries at once at most STAFF_SWITCH_MAX_WRONG_PINS are
 * compared, whoever they name. Every switch and refusal is in the action log, from whom to whom.
 */
import type { Tenant } from '../../../src/generated/tenant';
import {
  isStaffPin,
  STAFF_LOCK_MINUTES,
  STAFF_SWITCH_LIST_MAX,
  STAFF_SWITCH_MAX_WRONG_PINS,
  STAFF_SWITCH_RECENT_DAYS,
} from '../../../src/lib/limits';
import { ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import { findStaffById } from '../../db/repositories/staff-repository';
import {
  findStaffSessionDevice,
  listSiteStaff,
  switchStaffSession,
  type SiteStaffMember,
  type StaffSessionDevice,
} from '../../db/repositories/staff-switch-repository';
import { newSecureToken, verifyPassword } from '../accounts';
import { tryWithinLimit, type AttemptLimit, type AttemptResult } from '../shared/attempt-limit';
import type { StaffDeps, StaffIdentity } from './staff-deps';
import { staffSiteOf } from './staff-site';
import { logStaffAction, staffPinLimit, staffProfile, type StaffProfile } from './staff-sessions';

const DAY_MS = 24 * 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const staffSwitchDeviceLimit = (device: Pick<StaffSessionDevice, 'deviceId'>): AttemptLimit => ({
  key: `staff-switch-device:${device.deviceId}`,
  maxWrong: STAFF_SWITCH_MAX_WRONG_PINS,
  lock: { minutes: STAFF_LOCK_MINUTES },
});
export const staffSwitchSignerLimit = (device: Pick<StaffSessionDevice, 'signerId'>): AttemptLimit => ({
  key: `staff-switch-signer:${device.signerId}`,
  maxWrong: STAFF_SWITCH_MAX_WRONG_PINS,
  lock: { minutes: STAFF_LOCK_MINUTES },
});

/** How a try went against every limit: which one locked, and the fewest tries left. */
type LimitsResult =
  | { outcome: 'right' }
  | { outcome: 'wrong'; triesLeft: number; lockedBy: AttemptLimit | null }
  | { outcome: 'locked'; by: AttemptLimit; minutesLeft: number | null }
  | { outcome: 'busy' };

class NotCompared extends Error {}

function asLimitsResult(limit: AttemptLimit, result: AttemptResult): LimitsResult {
  switch (result.outcome) {
    case 'right':
      return { outcome: 'right' };
    case 'wrong':
      return { outcome: 'wrong', triesLeft: result.triesLeft, lockedBy: result.locked ? limit : null };
    case 'locked':
      return { outcome: 'locked', by: limit, minutesLeft: result.minutesLeft };
    case 'busy':
      return { outcome: 'busy' };
  }
}

/**
 * One answer within every limit of `limits`, outermost first: a slot of each is taken before the
 * next, and the answer is compared only once all are held. A try an inner limit refuses unseen
 * (locked, busy) gives its outer slots back uncounted.
 */
async function tryWithinLimits(
  deps: StaffDeps,
  limits: readonly [AttemptLimit, ...AttemptLimit[]],
  isRight: () => Promise<boolean>,
): Promise<LimitsResult> {
  const [first, ...rest] = limits;
  if (rest.length === 0) return asLimitsResult(first, await tryWithinLimit(deps.db, first, deps.now, isRight));
  const seen: { inner?: LimitsResult } = {};
  let outer: AttemptResult;
  try {
    outer = await tryWithinLimit(deps.db, first, deps.now, async () => {
      const inner = await tryWithinLimits(deps, rest as [AttemptLimit, ...AttemptLimit[]], isRight);
      seen.inner = inner;
      if (inner.outcome === 'locked' || inner.outcome === 'busy') throw new NotCompared();
      return inner.outcome === 'right';
    });
  } catch (error) {
    if (error instanceof NotCompared && seen.inner) return seen.inner;
    throw error;
  }
  if (outer.outcome !== 'wrong') return asLimitsResult(first, outer);
  const inner = seen.inner;
  const innerLeft = inner?.outcome === 'wrong' ? inner.triesLeft : outer.triesLeft;
  return {
    outcome: 'wrong',
    triesLeft: Math.min(outer.triesLeft, innerLeft),
    lockedBy: outer.locked ? first : inner?.outcome === 'wrong' ? inner.lockedBy : null,
  };
}

/** The device marks of the caller's session when it signed in at `shop`'s site, else null. */
async function deviceAt(deps: StaffDeps, tenant: Tenant, identity: StaffIdentity, shop: string) {
  const site = staffSiteOf(tenant, shop);
  if (site === null) return null;
  const device = await findStaffSessionDevice(deps.db, identity.sessionId);
  return device && device.site === site ? device : null;
}

/** staff/switch/list: the site's staff signed in lately, to tap a name (the caller left out). */
export async function staffSwitchList(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  body: { shop: string },
): Promise<ApiEnvelope<{ staff: SiteStaffMember[] }> | Refusal> {
  const device = await deviceAt(deps, tenant, identity, body.shop);
  if (!device) return refused('STAFF_SWITCH_NOT_HERE');
  // A device handed to a customer shows them no staff names.
  if (device.kioskSince !== null) return refused('STAFF_KIOSK_ON');
  const since = new Date(deps.now().getTime() - STAFF_SWITCH_RECENT_DAYS * DAY_MS);
  const staff = await listSiteStaff(deps.db, tenant.id, device.site, since, identity.staffId, STAFF_SWITCH_LIST_MAX);
  return ok({ staff });
}

/** staff/switch: the chosen staff member's own PIN ends the device's session and opens theirs, unlocked. */
export async function staffSwitch(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  body: { shop: string; staffId: string; pin: string },
): Promise<ApiEnvelope<{ token: string; staff: StaffProfile }> | Refusal> {
  if (!isStaffPin(body.pin)) return refused('STAFF_PIN_FORMAT');
  const device = await deviceAt(deps, tenant, identity, body.shop);
  if (!device) return refused('STAFF_SWITCH_NOT_HERE');
  const log = (action: string, staffId: string | null, detail: string) =>
    logStaffAction(deps, {
      tenantId: tenant.id,
      staffId,
      action,
      subject: identity.staffCode,
      detail: `${detail} at ${device.site}`.slice(0, 200),
    });
  if (device.kioskSince !== null) {
    await log('refused_kiosk', identity.staffId, 'staff/switch');
    return refused('STAFF_KIOSK_ON');
  }
  const target = UUID.test(body.staffId) ? await findStaffById(deps.db, tenant.id, body.staffId) : null;
  if (!target || target.id === identity.staffId) return refused('STAFF_SWITCH_UNKNOWN');
  const tried = await tryWithinLimits(
    deps,
    [staffSwitchDeviceLimit(device), staffSwitchSignerLimit(device), staffPinLimit(target)],
    () => verifyPassword(body.pin, target.pinHash),
  );
  const fromTo = `from ${identity.staffCode} to ${target.staffCode}`;
  if (tried.outcome !== 'right') {
    // A wrong PIN that was compared, or a try refused unseen (a lock, or every slot in flight).
    await log(tried.outcome === 'wrong' ? 'staff_switch_refused' : 'staff_switch_refused_locked', target.id, fromTo);
    if (tried.outcome === 'busy') return refused('TOO_MANY_TRIES_AT_ONCE');
    const lock =
      tried.outcome === 'locked'
        ? { by: tried.by, minutes: tried.minutesLeft ?? STAFF_LOCK_MINUTES }
        : tried.lockedBy
          ? { by: tried.lockedBy, minutes: STAFF_LOCK_MINUTES }
          : null;
    if (lock) {
      if (tried.outcome === 'wrong')
        deps.log.warn({ staff: target.id, limit: lock.by.key }, 'staff switch locked after too many wrong PINs');
      return lock.by.key.startsWith('staff-pin:')
        ? refused('STAFF_PIN_LOCKED', { minutes: lock.minutes })
        : refused('STAFF_SWITCH_LOCKED', { minutes: lock.minutes });
    }
    return refused('STAFF_PIN_WRONG', { triesLeft: tried.outcome === 'wrong' ? tried.triesLeft : 0 });
  }
  const { token, hash } = newSecureToken();
  const switched = await switchStaffSession(deps.db, {
    fromSessionId: identity.sessionId,
    staffId: target.id,
    tokenHash: hash,
    device,
    now: deps.now(),
  });
  // Ended, or put in kiosk mode, since it was read: the device has no session here to hand over.
  if (!switched) return refused('STAFF_SWITCH_NOT_HERE');
  await log('staff_switch', target.id, fromTo);
  return ok({
    token,
    staff: staffProfile({
      staffId: target.id,
      staffCode: target.staffCode,
      name: target.name,
      roles: target.roles,
      admin: target.admin,
    }),
  });
}
