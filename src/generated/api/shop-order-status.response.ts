/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {ShopOrder} from './shop-order';

/**
 * Answer of shop/orderStatus: the order, or 'Order not found'.
 */
export interface ShopOrderStatusResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: ShopOrderStatusResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface ShopOrderStatusResponseResult {
  /**
   * 1: done; 0: refused.
   */
  rtn: number;
  /**
   * The refusal's message in English.
   */
  dispMsg?: string;
  problem?: Problem;
  order?: ShopOrder;
}
