/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {ShopOrder} from './shop-order';

/**
 * Answer of shop/orders: rtn 1 with a page of the customer's own orders at this shop, latest first.
 */
export interface ShopOrdersResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: ShopOrdersResult;
}
/**
 * rtn 1 with the list, or rtn 0 with dispMsg and problem.
 */
export interface ShopOrdersResult {
  /**
   * 1: listed; 0: refused.
   */
  rtn: number;
  /**
   * The refusal's message in English.
   */
  dispMsg?: string;
  problem?: Problem;
  /**
   * The orders of this page, latest first.
   *
   * @maxItems 50
   */
  list?: ShopOrder[];
  /**
   * The customer's orders at this shop, on all pages.
   */
  total?: number;
  /**
   * Page size used.
   */
  pageSize?: number;
  /**
   * Page number answered.
   */
  currPage?: number;
}
