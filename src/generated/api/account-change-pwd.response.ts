/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of changePwd: rtn 1 (every other session of the account is signed out; this one stays), or a refusal: 'Old password is not correct', 'Password cannot be empty', 'Password is at most 20 characters', 'Password is weak' (rtn -2). An unknown, revoked or expired token answers HTTP 401.
 */
export interface AccountChangePwdResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountChangePwdResult;
}
/**
 * rtn 1, or rtn <= 0 and dispMsg.
 */
export interface AccountChangePwdResult {
  /**
   * 1: changed; 0 or -2 (weak password): refused.
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
}
