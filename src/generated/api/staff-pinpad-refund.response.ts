/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/pinpad/refund: rtn 1 with the refund (a retry with the same key answers the first); rtn 0 PINPAD_CHARGE_NOT_FOUND, PINPAD_ALREADY_REFUNDED, WALLET_CARD_NOT_FOUND (the card was deleted), IDEMPOTENCY_CONFLICT, PINPAD_OFF.
 */
export interface StaffPinpadRefundResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: StaffPinpadRefundResult;
}
/**
 * rtn 1 with refund, or rtn 0.
 */
export interface StaffPinpadRefundResult {
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
  refund?: PinpadRefundReceipt;
}
/**
 * What was given back.
 */
export interface PinpadRefundReceipt {
  /**
   * The charge refunded.
   */
  chargeId: string;
  /**
   * Minor units given back to the card.
   */
  amount: number;
  /**
   * The card's balance after the refund, minor units.
   */
  balance: number;
  /**
   * The card's number, masked.
   */
  cardNumber: string;
  /**
   * Unix seconds.
   */
  refundedAt: number;
}
