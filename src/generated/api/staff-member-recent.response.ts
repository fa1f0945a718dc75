/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {StaffMemberMatch} from './staff-member-match';

/**
 * Answer of staff/member/recent: rtn 1 with the members this staff member found or opened in the last MEMBER_RECENT_DAYS days, latest first, at most MEMBER_RECENT_SHOWN.
 */
export interface StaffMemberRecentResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: StaffMemberRecentResult;
}
/**
 * rtn 1 with members, or rtn 0.
 */
export interface StaffMemberRecentResult {
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
  members?: StaffMemberMatch[];
}
