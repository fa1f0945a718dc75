/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {SinglePay} from './single-pay';

/**
 * Answer of staff/singlePayStatus: the request as it stands (its pending payment checked with the gateway first), or SINGLE_PAY_NOT_FOUND / SHOP_NOT_FOUND.
 */
export interface StaffSinglePayStatusResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: StaffSinglePayStatusResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface StaffSinglePayStatusResponseResult {
  /**
   * 1: done; 0: refused.
   */
  rtn: number;
  /**
   * The refusal's message in English.
   */
  dispMsg?: string;
  problem?: Problem;
  request?: SinglePay;
}
