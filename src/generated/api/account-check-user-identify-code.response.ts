/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of checkUserIdentifyCode: rtn 1 with a verification token (single use, valid 15 minutes, bound to the number and purpose; the code is used up), or rtn 0 with dispMsg ('Invalid phone number', 'Wrong verification code' with attemptsLeft, 'The verification code has expired, please request a new one', 'Too many wrong tries, please request a new code', 'No code was requested for this number').
 */
export interface AccountCheckUserIdentifyCodeResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountCheckUserIdentifyCodeResult;
}
/**
 * rtn 1 with verificationToken, or rtn 0 and dispMsg.
 */
export interface AccountCheckUserIdentifyCodeResult {
  /**
   * 1: the code is right; 0: refused (dispMsg says why).
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
   * Proof that the number was verified for the purpose; pass it to register or resetPwd.
   */
  verificationToken?: string;
  /**
   * On 'Wrong verification code': tries left before the code is dead.
   */
  attemptsLeft?: number;
}
