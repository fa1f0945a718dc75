/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {ShopOrder} from './shop-order';
import type {ShopTotals} from './shop-totals';

/**
 * Answer of svc/order for a shop order: the order (pending_payment with gatewayUrl, or received when nothing is to pay), or a refusal: a rule of the catalogue or of delivery/pickup, the shop closed, the cart expired, the price changed (totals holds the new price).
 */
export interface ShopOrderResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: ShopOrderResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface ShopOrderResponseResult {
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
  totals?: ShopTotals;
}
