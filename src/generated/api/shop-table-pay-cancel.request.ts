/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/tablePayCancel: the payer gives up their own payment under way (its gateway page closed or left): it is cancelled at the gateway and what it held of the bill is free at once (docs/shop.md#table-bill). A payment that went through meanwhile stays paid.
 */
export interface ShopTablePayCancelRequest {
  /**
   * Table name (from its QR code).
   */
  table: string;
  /**
   * The table's secret from its QR code (docs/shop.md#table-key), or none for a customer with an order on the bill.
   */
  tableKey?: string;
  /**
   * Bill id.
   */
  billId: string;
  /**
   * The payer's own payment toward the bill (another payer's reads as missing: PAYMENT_NOT_FOUND).
   */
  paymentId: string;
}
