/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/singlePayStart: starts paying a request with a visible non-cash method (stored value, a saved card or the gateway); the first payer claims it. quotedTotal is the total the payer was shown (amount + the method's surcharge).
 */
export interface SinglePayStartRequest {
  /**
   * Request id.
   */
  txn: string;
  /**
   * Idempotency key made up by the client per user intent (a UUID is fine) and reused on retries: 16 to 64 printable ASCII characters without spaces.
   */
  idempotencyKey: string;
  /**
   * Payment method code (a visible non-cash method of the tenant: card through the gateway or a saved card, or stored value).
   */
  paymentCode: 200 | 201 | 202 | 203 | 204 | 205 | 300 | 301 | 302 | 303 | 304 | 305;
  /**
   * Total shown to the payer, minor units.
   */
  quotedTotal: number;
  /**
   * Stored value (205/305): the 6-digit wallet PIN of the customer's stored-value card, checked before the payment; not part of what makes two requests the same (docs/shop.md#bill-methods).
   */
  pin?: string;
  /**
   * Card (201/301): charge this saved card of the payer's own at once instead of opening the gateway's page.
   */
  savedCardId?: string;
}
