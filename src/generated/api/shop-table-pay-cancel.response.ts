/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {ShopTableBill} from './shop-table-bill';

/**
 * Answer of shop/tablePayCancel: the bill as it now stands (the payment abandoned and its hold freed, or approved if it went through first), or TABLE_LINK_INVALID, BILL_NOT_FOUND, PAYMENT_NOT_FOUND.
 */
export interface ShopTablePayCancelResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: ShopTablePayCancelResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface ShopTablePayCancelResponseResult {
  /**
   * 1: done; 0: refused.
   */
  rtn: number;
  /**
   * The refusal's message in English.
   */
  dispMsg?: string;
  problem?: Problem;
  bill?: ShopTableBill;
}
