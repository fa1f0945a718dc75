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
   * The table's secret from its QR code (docs/shop.md#table-key). Without it, or with another, only a customer with an order on the bill reads it; anyone else is refused TABLE_LINK_INVALID.
   */
  tableKey?: string;
  /**
   * Bill id; without it, the table's open bill.
   */
  billId?: string;
}
