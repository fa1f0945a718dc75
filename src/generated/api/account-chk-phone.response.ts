/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of POST /cloud/{tenant}/account/chkPhone: rtn 1 with the number in E.164 and whether it is registered, or rtn 0 'Invalid phone number'.
 */
export interface AccountChkPhoneResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountChkPhoneResult;
}
/**
 * rtn 1 with phone and registered, or rtn 0 and dispMsg.
 */
export interface AccountChkPhoneResult {
  /**
   * 1: checked; 0: refused (dispMsg says why).
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
   * The number in E.164, e.g. +61412345678.
   */
  phone?: string;
  /**
   * Whether an account of this tenant has this number.
   */
  registered?: boolean;
}
