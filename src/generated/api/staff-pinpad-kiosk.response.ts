/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/pinpad/kiosk: rtn 1 when the session is in kiosk mode (asked again, it stays as it was); rtn 0 PINPAD_OFF where the site's pinpad is off, STAFF_PIN_NEEDED when the session was locked meanwhile.
 */
export interface StaffPinpadKioskResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: StaffPinpadKioskResult;
}
/**
 * rtn 1, or rtn 0.
 */
export interface StaffPinpadKioskResult {
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
