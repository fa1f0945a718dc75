/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {StaffProfile} from './staff-profile';

/**
 * Answer of staff/switch: rtn 1 with the new session's token (unlocked) and its staff member; rtn 0 STAFF_PIN_WRONG with tries left, STAFF_PIN_LOCKED (the member's PIN), STAFF_SWITCH_LOCKED (too many wrong PINs on the device), STAFF_PIN_FORMAT, STAFF_SWITCH_UNKNOWN, STAFF_SWITCH_NOT_HERE, STAFF_KIOSK_ON, TOO_MANY_TRIES_AT_ONCE.
 */
export interface StaffSwitchResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: StaffSwitchResult;
}
/**
 * rtn 1 with the answer, or rtn 0.
 */
export interface StaffSwitchResult {
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
   * The new staff session's token; the device's old one has ended.
   */
  token?: string;
  /**
   * The staff member now signed in, with exactly their own roles and functions.
   */
  staff?: StaffProfile;
}
