/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/svc/order, before packaging: book tickets of an offer; they are held from the pool until paid. Needs Authorization: Bearer <session token>.
 */
export interface ParkingOrderRequest {
  /**
   * Idempotency key made up by the client per user intent (a UUID is fine) and reused on retries: 16 to 64 printable ASCII characters without spaces. A retry with the same key and payload returns the first answer; the same key with another payload is refused.
   */
  idempotencyKey: string;
  /**
   * Code of the ticket offer (sites[].offers[].code of the tenant file).
   */
  offerCode: string;
  /**
   * Entry, seconds since the epoch.
   */
  entry: number;
  /**
   * Exit, seconds since the epoch.
   */
  exit: number;
  /**
   * Payment code of the method the customer will pay with (docs/rules.md#payment-codes, e.g. 201 card); its surcharge is added. Must be a visible method of the tenant.
   */
  paymentCode?: 200 | 201 | 202 | 203 | 204 | 205 | 300 | 301 | 302 | 303 | 304 | 305;
  /**
   * Number of tickets (one per vehicle). 0 is answered with the rule 'Number of tickets must be greater than zero'.
   */
  tickets: number;
  /**
   * Licence plate of the vehicle (optional).
   */
  licensePlate?: string;
  /**
   * The total (minor units) of the quote the customer agreed to (feeCalc `fee.total`). When the price has changed since, the order is refused with 'PRICE_CHANGED' and nothing is held, so nobody is charged more than they were shown. Optional: without it the current price is charged.
   */
  quotedTotal?: number;
  /**
   * A voucher of the customer's to apply (voucher/list); refused with 'Failed to get a discount' when it cannot be used. Needs a session.
   */
  voucherId?: string;
}
