/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/switch/list: rtn 1 with the tenant's staff members signed in at the site in the last STAFF_SWITCH_RECENT_DAYS days, latest first, at most STAFF_SWITCH_LIST_MAX, without the caller; rtn 0 STAFF_SWITCH_NOT_HERE when the session did not sign in at this site.
 */
export interface StaffSwitchListResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: StaffSwitchListResult;
}
/**
 * rtn 1 with the answer, or rtn 0.
 */
export interface StaffSwitchListResult {
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
   * Latest first.
   */
  staff?: StaffSwitchCandidate[];
}
export interface StaffSwitchCandidate {
  /**
   * The staff member's id, to send to staff/switch.
   */
  staffId: string;
  /**
   * The staff id, e.g. S200.
   */
  staffCode: string;
  /**
   * The staff member's name.
   */
  name: string;
}
