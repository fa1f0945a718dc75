/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {Voucher} from './voucher';

/**
 * Answer of voucher/linkClaim: rtn 1 with the voucher, or rtn 0 with one answer for every failure ('This voucher is not available').
 */
export interface VoucherLinkClaimResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: VoucherLinkClaimResult;
}
/**
 * rtn 1 with voucher, or rtn 0.
 */
export interface VoucherLinkClaimResult {
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
   * The claimed voucher.
   */
  voucher?: Voucher;
}
