/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {ShopTableBill} from './shop-table-bill';

/**
 * Answer of shop/tableBill: the bill, or none open at the table (no bill), or 'Bill not found'.
 */
export interface ShopTableBillResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: ShopTableBillResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface ShopTableBillResponseResult {
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
