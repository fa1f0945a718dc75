/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/pinpad/receiptSms: rtn 1 with the phone it was sent to, masked; rtn 0 PINPAD_OFF, PINPAD_CHARGE_NOT_FOUND, PINPAD_RECEIPT_SENT (sent once already) or RECEIPT_SEND_FAILED (the SMS provider refused it: nothing marked, try again).
 */
export interface StaffPinpadReceiptSmsResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: StaffPinpadReceiptSmsResult;
}
/**
 * rtn 1 with sentTo, or rtn 0.
 */
export interface StaffPinpadReceiptSmsResult {
  /**
   * 1: sent; 0: refused (dispMsg and problem say why).
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
   * The card holder's phone, masked but for its first and last digits.
   */
  sentTo?: string;
}
