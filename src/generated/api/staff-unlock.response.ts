/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {StaffProfile} from './staff-profile';

/**
 * Answer of staff/unlock: rtn 1 with the staff member and their functions; rtn 0 STAFF_PIN_WRONG with tries left, STAFF_PIN_LOCKED after 5 wrong PINs in a row (15 minutes), STAFF_PIN_FORMAT.
 */
export interface StaffUnlockResponse {
  /**
   * False when the login and password do not match; true otherwise.
   */
  success: boolean;
  result: StaffUnlockResult;
}
/**
 * rtn 1 with staff, or rtn 0.
 */
export interface StaffUnlockResult {
  /**
   * 1: done; 0: refused (dispMsg and problem say why).
   */
  rtn: number;
  /**
   * Why the call was refused.
   */
  dispMsg?: string;
  /**
   * On a refusal: its code and params (dispMsg is their English).
   */
  problem?: Problem;
  /**
   * The signed-in staff member.
   */
  staff?: StaffProfile;
}
