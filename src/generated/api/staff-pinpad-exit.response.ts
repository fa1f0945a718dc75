/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/pinpad/exit: rtn 1 when the PIN is the staff member's; rtn 0 STAFF_PIN_WRONG with tries left, STAFF_PIN_LOCKED, STAFF_PIN_FORMAT.
 */
export interface StaffPinpadExitResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: StaffPinpadExitResult;
}
/**
 * rtn 1, or rtn 0.
 */
export interface StaffPinpadExitResult {
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
