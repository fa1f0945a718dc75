/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {SinglePay} from './single-pay';

/**
 * Answer of staff/singlePayRequest: the request and the path the customer opens (its QR), or 'Shop not found'.
 */
export interface StaffSinglePayRequestResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: StaffSinglePayRequestResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface StaffSinglePayRequestResponseResult {
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
  /**
   * The customer's path, e.g. /shop/{shop}/singlepay/{txn}/request/{action}/by/{requiredBy}.
   */
  path?: string;
}
