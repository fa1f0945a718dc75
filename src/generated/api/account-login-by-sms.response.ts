/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of loginbysms: rtn 1 and a new session token in userId, or rtn 0 with the refusals of checkUserIdentifyCode or 'This phone number is not registered'.
 */
export interface AccountLoginBySmsResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountLoginBySmsResult;
}
/**
 * rtn 1 with userId, or rtn 0 and dispMsg.
 */
export interface AccountLoginBySmsResult {
  /**
   * 1: signed in; 0: refused.
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
   * The opaque session token (send it as Authorization: Bearer <token>).
   */
  userId?: string;
  /**
   * On 'Wrong verification code': tries left before the code is dead.
   */
  attemptsLeft?: number;
}
