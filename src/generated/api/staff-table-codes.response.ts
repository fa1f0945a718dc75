/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/tableCodes: every shop of the tenant with table ordering on, and for each of its tables the path its QR code opens (the ordering page with the table and its secret, docs/shop.md#table-key).
 */
export interface StaffTableCodesResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: StaffTableCodesResponseResult;
}
/**
 * rtn 1 with the shops, or rtn 0 with dispMsg and problem.
 */
export interface StaffTableCodesResponseResult {
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
   * The tenant's shops that take table orders, in the tenant file's order.
   */
  shops?: StaffTableCodesShop[];
}
export interface StaffTableCodesShop {
  /**
   * The shop (site).
   */
  shopCode: string;
  /**
   * The shop's tables, in the shop's order.
   */
  tables: StaffTableCode[];
}
export interface StaffTableCode {
  /**
   * Table name.
   */
  table: string;
  /**
   * The path the table's QR code opens: /shop/{shop}/order?table={table}&key={secret}.
   */
  path: string;
}
