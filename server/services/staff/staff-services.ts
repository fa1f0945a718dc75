/** The staff operations the routes call, bound to their dependencies once (docs/staff.md). */
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import { isCustomerToken, logAdminRefusal, logStaffRefusal } from './call-refusals';
import { assessMember } from './member-assessment';
import { findMember, recentMembers } from './member-find';
import { registerMember } from './member-registration';
import { pinpadCharge, pinpadExit } from './pinpad';
import { pinpadCharges, pinpadRefund } from './pinpad-refund';
import { pinpadReceiptSms } from './pinpad-receipt';
import { logKioskRefusal, staffKioskOf, startPinpadKiosk, unlockStaffSession } from './pinpad-kiosk';
import type { StaffDeps } from './staff-deps';
import { authenticateStaff, staffLock, staffLogout, staffMe, staffSignIn } from './staff-sessions';
import { staffSwitch, staffSwitchList } from './staff-switch';

const STAFF_OPERATIONS = {
  signIn: staffSignIn,
  authenticate: authenticateStaff,
  // The staff PIN also ends a kiosk the session was in (docs/staff.md#kiosk-server).
  unlock: unlockStaffSession,
  lock: staffLock,
  logout: staffLogout,
  me: staffMe,
  switchList: staffSwitchList,
  switchStaff: staffSwitch,
  findMember,
  recentMembers,
  registerMember,
  assessMember,
  pinpadCharge,
  pinpadExit,
  pinpadCharges,
  pinpadRefund,
  pinpadReceiptSms,
  startKiosk: startPinpadKiosk,
  kioskOf: staffKioskOf,
  isCustomerToken,
  logRefusal: logStaffRefusal,
  logAdminRefusal,
  logKioskRefusal,
};

export interface StaffServices extends BoundOperations<StaffDeps, typeof STAFF_OPERATIONS> {
  deps: StaffDeps;
}

export function createStaffServices(deps: StaffDeps): StaffServices {
  return { deps, ...bindDeps(deps, STAFF_OPERATIONS) };
}
