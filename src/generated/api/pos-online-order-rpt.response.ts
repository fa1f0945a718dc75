/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {ShopOrder} from './shop-order';

/**
 * Answer of pos/onlinePosOrderRpt: the shop's orders (at most 100, newest first), or a refusal of the change.
 */
export interface PosOnlineOrderRptResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: PosOnlineOrderRptResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface PosOnlineOrderRptResponseResult {
  /**
   * 1: done; 0: refused.
   */
  rtn: number;
  /**
   * The refusal's message in English.
   */
  dispMsg?: string;
  problem?: Problem;
  /**
   * Orders.
   */
  orders?: ShopOrder[];
}
