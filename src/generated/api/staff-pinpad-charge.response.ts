/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/pinpad/charge: rtn 1 with the receipt; rtn 0 WALLET_CARD_NOT_FOUND, PIN_VERIFY_FAILED, PIN_LOCKED (5 tries per card in 15 minutes), WALLET_PIN_NOT_SET, WALLET_CARD_EXPIRED, WALLET_INSUFFICIENT_BALANCE, PINPAD_OFF, PINPAD_AMOUNT_INVALID, IDEMPOTENCY_CONFLICT.
 */
export interface StaffPinpadChargeResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: StaffPinpadChargeResult;
}
/**
 * rtn 1 with receipt, or rtn 0.
 */
export interface StaffPinpadChargeResult {
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
  receipt?: PinpadReceipt;
}
/**
 * What was charged.
 */
export interface PinpadReceipt {
  /**
   * The charge's id.
   */
  chargeId: string;
  /**
   * Minor units charged.
   */
  amount: number;
  /**
   * The card's balance after the charge, minor units.
   */
  balance: number;
  /**
   * The card's number, masked.
   */
  cardNumber: string;
  /**
   * Unix seconds.
   */
  chargedAt: number;
}
