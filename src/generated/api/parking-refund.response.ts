/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingBooking} from './parking-booking';
import type {ParkingRefundQuote} from './parking-refund-quote';
import type {Problem} from './problem';

/**
 * Answer of parking/bookingRefund: rtn 1 with the quote (and, when cancelling, the cancelled booking), or rtn 0 with dispMsg and problem.
 */
export interface ParkingRefundResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: ParkingRefundResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface ParkingRefundResult {
  /**
   * 1: quoted or cancelled; 0: refused.
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
   * What cancelling refunds (when cancelling: what was refunded).
   */
  quote?: ParkingRefundQuote;
  /**
   * The booking as it now is (cancelled, with refund, after a cancellation).
   */
  booking?: ParkingBooking;
}
