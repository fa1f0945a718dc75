/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {Voucher} from './voucher';

/**
 * Answer of voucher/list: rtn 1 with the customer's vouchers, newest first.
 */
export interface VoucherListResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: VoucherListResult;
}
/**
 * rtn 1 with vouchers.
 */
export interface VoucherListResult {
  /**
   * 1: done; 0: refused.
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
   * The customer's vouchers.
   */
  vouchers?: Voucher[];
}
