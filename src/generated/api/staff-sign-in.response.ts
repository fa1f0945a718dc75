/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/signIn: rtn 1 and a staff session token (locked until the PIN unlocks it); success false, 'User name or password not match'; rtn 0 STAFF_LOCKED after 5 wrong passwords in a row (15 minutes); rtn 0 LOGIN_INPUT_MISSING.
 */
export interface StaffSignInResponse {
  /**
   * False when the login and password do not match; true otherwise.
   */
  success: boolean;
  result: StaffSignInResult;
}
/**
 * rtn 1 with token, or rtn <= 0 and dispMsg.
 */
export interface StaffSignInResult {
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
   * The staff session token (send it as Authorization: Bearer <token> on the staff calls).
   */
  token?: string;
}
