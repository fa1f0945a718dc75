/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingBooking} from './parking-booking';
import type {Problem} from './problem';

/**
 * Answer of bookingSummary: rtn 1 with a page of the customer's bookings (an empty list when nothing matches, including another customer's id or reference).
 */
export interface ParkingBookingSummaryResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: ParkingBookingSummaryResult;
}
/**
 * rtn 1 with the list.
 */
export interface ParkingBookingSummaryResult {
  /**
   * 1: listed.
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
   * The bookings of this page.
   */
  list?: ParkingBooking[];
  /**
   * Bookings matching the filters, on all pages.
   */
  total?: number;
  /**
   * Page size used.
   */
  pageSize?: number;
  /**
   * Page returned.
   */
  currPage?: number;
}
