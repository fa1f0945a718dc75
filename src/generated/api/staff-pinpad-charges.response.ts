/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/pinpad/charges: rtn 1 with the site's latest charges (at most PINPAD_RECENT_CHARGES, 20), newest first; rtn 0 PINPAD_OFF.
 */
export interface StaffPinpadChargesResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: StaffPinpadChargesResult;
}
/**
 * rtn 1 with charges, or rtn 0.
 */
export interface StaffPinpadChargesResult {
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
  /**
   * The site's latest charges, newest first.
   */
  charges?: PinpadChargeListed[];
}
export interface PinpadChargeListed {
  /**
   * The charge's id.
   */
  chargeId: string;
  /**
   * Minor units charged.
   */
  amount: number;
  /**
   * The card's number, masked.
   */
  cardNumber: string;
  /**
   * The staff member who took the charge.
   */
  staffCode: string;
  /**
   * Unix seconds.
   */
  chargedAt: number;
  /**
   * Unix seconds; absent until the charge was refunded.
   */
  refundedAt?: number;
}
