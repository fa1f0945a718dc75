/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {ShopOrder} from './shop-order';

/**
 * Answer of shop/orderCancel: rtn 1 with the order (cancelled, payment abandoned), or rtn 0 with dispMsg and problem ('This order is already paid': read shop/orderStatus, which settles it).
 */
export interface ShopOrderCancelResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: ShopOrderCancelResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface ShopOrderCancelResult {
  /**
   * 1: cancelled; 0: refused.
   */
  rtn: number;
  /**
   * The refusal's message in English.
   */
  dispMsg?: string;
  problem?: Problem;
  order?: ShopOrder;
}
