/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/tableBill: the table's open bill, or with billId that bill of the table (another table's or shop's bill is 'Bill not found'). Pending payments are checked with the gateway first.
 */
export interface ShopTableBillRequest {
  /**
   * Table name (from its QR code).
   */
  table: string;
  /**
   * Bill id; without it, the table's open bill.
   */
  billId?: string;
}
