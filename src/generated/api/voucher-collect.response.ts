/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {Voucher} from './voucher';

/**
 * Answer of voucher/collect: rtn 1 with the voucher, or rtn 0 with dispMsg and problem (one answer for every failure: 'This voucher is not available'; 'Too many requests' after too many attempts).
 */
export interface VoucherCollectResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: VoucherCollectResult;
}
/**
 * rtn 1 with voucher, or rtn 0.
 */
export interface VoucherCollectResult {
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
   * The collected voucher.
   */
  voucher?: Voucher;
}
