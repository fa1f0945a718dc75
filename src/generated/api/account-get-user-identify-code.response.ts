/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of getUserIdentifyCode: rtn 1 when a code was sent (for purpose reset also when the number is not registered, though nothing is sent), or rtn 0 with dispMsg ('Invalid phone number', 'This phone number is already registered', 'This phone number is not registered', 'Please wait {n} seconds before requesting another code' with retryAfterSeconds, 'Too many codes requested today, please try again tomorrow').
 */
export interface AccountGetUserIdentifyCodeResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountGetUserIdentifyCodeResult;
}
/**
 * rtn 1 with the timings, or rtn 0 and dispMsg.
 */
export interface AccountGetUserIdentifyCodeResult {
  /**
   * 1: sent; 0: refused (dispMsg says why).
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
   * The number in E.164.
   */
  phone?: string;
  /**
   * Seconds before another code may be requested for this number (120).
   */
  resendAfterSeconds?: number;
  /**
   * Seconds the code stays valid (300).
   */
  expiresInSeconds?: number;
  /**
   * On the 'Please wait' refusal: seconds left before another code may be requested.
   */
  retryAfterSeconds?: number;
}
