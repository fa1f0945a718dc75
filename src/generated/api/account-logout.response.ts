/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of logout: rtn 1; the token no longer works. An unknown, revoked or expired token answers HTTP 401.
 */
export interface AccountLogoutResponse {
  /**
   * True: the call was handled.
   */
  success: boolean;
  result: AccountLogoutResult;
}
/**
 * rtn 1.
 */
export interface AccountLogoutResult {
  /**
   * 1: signed out.
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
