/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingBooking} from './parking-booking';
import type {Problem} from './problem';

/**
 * Answer of zeroTxn: rtn 1 with the booking now booked, or rtn 0 with dispMsg and problem ('Booking not found', 'This booking needs a payment', 'This booking was cancelled', 'Ticket expired', or the idempotency key reused with other details).
 */
export interface ParkingZeroTxnResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: ParkingZeroTxnResult;
}
/**
 * rtn 1 with booking, or rtn 0 with dispMsg and problem.
 */
export interface ParkingZeroTxnResult {
  /**
   * 1: confirmed; 0: refused.
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
