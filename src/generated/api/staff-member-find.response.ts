/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {StaffMemberSummary} from './staff-member';
import type {StaffMemberMatch} from './staff-member-match';

/**
 * Answer of staff/member/find: rtn 1 with the member (by name: with the matches instead); rtn 0 MEMBER_NOT_FOUND (also for a member of another tenant, and a name nobody has), MEMBER_NAME_TOO_SHORT.
 */
export interface StaffMemberFindResponse {
  /**
   * False when the login and password do not match; true otherwise.
   */
  success: boolean;
  result: StaffMemberFindResult;
}
/**
 * rtn 1 with member, or rtn 0.
 */
export interface StaffMemberFindResult {
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
   * The member found.
   */
  member?: StaffMemberSummary;
  /**
   * A name search's members, by last then first name.
   */
  matches?: StaffMemberMatch[];
}
