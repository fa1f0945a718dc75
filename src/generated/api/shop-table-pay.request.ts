/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/tablePay: pays part or all of a table's bill with a visible non-cash method (stored value, a saved card or the gateway). The server sets the amount from the split; quotedAmount is what the payer was shown (another amount is refused, never charged). Items being paid by someone else are refused.
 */
export interface ShopTablePayRequest {
  /**
   * Table name (from its QR code).
   */
  table: string;
  /**
   * The table's secret from its QR code (docs/shop.md#table-key). Without it, or with another, only a customer with an order on the bill pays it; anyone else is refused TABLE_LINK_INVALID.
   */
  tableKey?: string;
  /**
   * Bill id.
   */
  billId: string;
  /**
   * Idempotency key made up by the client per user intent (a UUID is fine) and reused on retries: 16 to 64 printable ASCII characters without spaces.
   */
  idempotencyKey: string;
  /**
   * items: the chosen items; share: an even share of what is left among people; rest: everything left.
   */
  split: {
    /**
     * How this payer splits.
     */
    kind: 'items' | 'share' | 'rest';
    /**
     * Item numbers (kind items).
     *
     * @minItems 1
     * @maxItems 200
     */
    items?: [number, ...number[]];
    /**
     * People still to pay, this payer included (kind share).
     */
    people?: number;
  };
  /**
   * Payment method code (a visible non-cash method of the tenant: card through the gateway or a saved card, or stored value).
   */
  paymentCode: 200 | 201 | 202 | 203 | 204 | 205 | 300 | 301 | 302 | 303 | 304 | 305;
  /**
   * The amount toward the bill the payer was shown, minor units.
   */
  quotedAmount: number;
  /**
   * Stored value (205/305): the 6-digit wallet PIN of the customer's stored-value card, checked before the payment; not part of what makes two requests the same (docs/shop.md#bill-methods).
   */
  pin?: string;
  /**
   * Card (201/301): charge this saved card of the payer's own at once instead of opening the gateway's page.
   */
  savedCardId?: string;
}
