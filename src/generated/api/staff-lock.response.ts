/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/lock: rtn 1.
 */
export interface StaffLockResponse {
  /**
   * False when the login and password do not match; true otherwise.
   */
  success: boolean;
  result: StaffLockResult;
}
/**
 * rtn 1.
 */
export interface StaffLockResult {
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
}
