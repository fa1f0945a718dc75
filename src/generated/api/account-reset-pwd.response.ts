/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of resetPwd: rtn 1 (the account is unlocked and every session of it is signed out; the same answer when the number is not registered, where nothing changes), or a refusal: 'Failed to reset the password' (unknown, used or expired token), 'Password cannot be empty', 'Password is at most 20 characters', 'Password is weak' (rtn -2).
 */
export interface AccountResetPwdResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountResetPwdResult;
}
/**
 * rtn 1, or rtn <= 0 and dispMsg.
 */
export interface AccountResetPwdResult {
  /**
   * 1: reset; 0 or -2 (weak password): refused.
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
