/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {StaffProfile} from './staff-profile';

/**
 * Answer of staff/me: rtn 1 with the staff member and the functions their roles open.
 */
export interface StaffMeResponse {
  /**
   * False when the login and password do not match; true otherwise.
   */
  success: boolean;
  result: StaffMeResult;
}
/**
 * rtn 1 with staff.
 */
export interface StaffMeResult {
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
