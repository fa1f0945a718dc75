/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingBooking} from './parking-booking';
import type {Problem} from './problem';

/**
 * Answer of svc/payStatus: rtn 1 with the payment's status as the gateway confirms it, or rtn 0 ('Payment not found').
 */
export interface PaymentStatusResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: PaymentStatusResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface PaymentStatusResult {
  /**
   * 1: answered; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused, in English.
   */
  dispMsg?: string;
  /**
   * On a refusal: the code and params of dispMsg, for translation.
   */
  problem?: Problem;
  /**
   * The payment's transaction id (the app's pay/{txn}).
   */
  txn?: string;
  /**
   * What is charged, minor units.
   */
  amount?: number;
  /**
   * The booking as it now is.
   */
  booking?: ParkingBooking;
  /**
   * pending: not decided at the gateway yet; approved: paid (the booking is booked or topped up); failed: declined (pay again with a new svc/pay); abandoned: given up or expired (a booking's held tickets went back to the pool); refunded: approved after the booking could no longer take it, and refunded.
   */
  status?: 'pending' | 'approved' | 'failed' | 'abandoned' | 'refunded';
  /**
   * What the payment is for.
   */
  purpose?: 'booking' | 'top_up';
}
