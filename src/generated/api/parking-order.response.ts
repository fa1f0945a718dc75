/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingBooking} from './parking-booking';
import type {Problem} from './problem';

/**
 * Answer of svc/order: rtn 1 with the booking in pending_payment (tickets held until holdExpiresAt), or rtn 0 with dispMsg and problem: the idempotency key reused with other details, offer or payment method not available, a booking rule, too many tickets at once, sold out.
 */
export interface ParkingOrderResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: ParkingOrderResult;
}
/**
 * rtn 1 with booking, or rtn 0 with dispMsg and problem.
 */
export interface ParkingOrderResult {
  /**
   * 1: booked and held; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused: the English of problem, its parameters filled in.
   */
  dispMsg?: string;
  /**
   * On a refusal: the code and params of dispMsg, for translation.
   */
  problem?: Problem;
  /**
   * The booking.
   */
  booking?: ParkingBooking;
}
