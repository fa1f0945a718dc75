/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingBooking} from './parking-booking';
import type {ParkingTopupQuote} from './parking-topup-quote';
import type {Problem} from './problem';

/**
 * Answer of parking/bookingTopup: rtn 1 with the quote (and, when paying, the payment started), or rtn 0 with dispMsg and problem.
 */
export interface ParkingTopupResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: ParkingTopupResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface ParkingTopupResult {
  /**
   * 1: quoted or started; 0: refused.
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
   * What the top-up costs.
   */
  quote?: ParkingTopupQuote;
  /**
   * When paying: the payment (ask svc/payStatus).
   */
  txn?: string;
  /**
   * When paying: what is charged.
   */
  amount?: number;
  /**
   * When paying: how to show gatewayUrl.
   */
  payUiType?: 'DIALOG' | 'REDIRECT';
  /**
   * When paying: the gateway's payment page.
   */
  gatewayUrl?: string;
  /**
   * When paying: 'approved' when the payment is already made (stored value, from the customer's wallet card): confirm with svc/payStatus instead of opening gatewayUrl.
   */
  status?: 'approved';
  /**
   * When paying: the app page the gateway returns to.
   */
  returnUrl?: string;
  /**
   * The booking as it now is.
   */
  booking?: ParkingBooking;
}
