/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingFee} from './parking-fee';
import type {Problem} from './problem';

/**
 * Answer of feeCalc: rtn 1 with the fee svc/order would charge now and the pool balance, or rtn 0 with dispMsg and problem (offer or payment method not available, a booking rule).
 */
export interface ParkingFeeCalcResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: ParkingFeeCalcResult;
}
/**
 * rtn 1 with fee, or rtn 0 with dispMsg and problem.
 */
export interface ParkingFeeCalcResult {
  /**
   * 1: quoted; 0: refused.
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
   * The fee.
   */
  fee?: ParkingFee;
  /**
   * Tickets of the offer available now (the quote does not refuse for lack of tickets).
   */
  balance?: number;
  /**
   * IANA time zone of the site.
   */
  timeZone?: string;
}
