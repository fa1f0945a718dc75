/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {SinglePay} from './single-pay';

/**
 * Answer of shop/singlePayFind: the request, or 'Payment request not found'.
 */
export interface SinglePayFindResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: SinglePayFindResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface SinglePayFindResponseResult {
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
