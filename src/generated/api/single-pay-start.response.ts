/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {SinglePay} from './single-pay';

/**
 * Answer of shop/singlePayStart: the request with its gateway page, or a refusal (expired, already paid, not found, amount changed).
 */
export interface SinglePayStartResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: SinglePayStartResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface SinglePayStartResponseResult {
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
