/** The staff operations the routes call, bound to their dependencies once (docs/staff.md). */
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import { assessMember } from './member-assessment';
import { findMember } from './member-find';
import { registerMember } from './member-registration';
import { pinpadCharge, pinpadExit } from './pinpad';
import type { StaffDeps } from './staff-deps';
import { authenticateStaff, logStaffRefusal, staffLock, staffLogout, staffMe, staffSignIn, staffUnlock } from './staff-sessions';

const STAFF_OPERATIONS = {
  signIn: staffSignIn,
  authenticate: authenticateStaff,
  unlock: staffUnlock,
  lock: staffLock,
  logout: staffLogout,
  me: staffMe,
  findMember,
  registerMember,
  assessMember,
  pinpadCharge,
  pinpadExit,
  logRefusal: logStaffRefusal,
};

export interface StaffServices extends BoundOperations<StaffDeps, typeof STAFF_OPERATIONS> {
  deps: StaffDeps;
}

export function createStaffServices(deps: StaffDeps): StaffServices {
  return { deps, ...bindDeps(deps, STAFF_OPERATIONS) };
}
