/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/spot/zeroTxn, before packaging: confirm a booking whose total is 0 without a payment. Needs Authorization: Bearer <session token>.
 */
export interface ParkingZeroTxnRequest {
  /**
   * Idempotency key made up by the client per user intent (a UUID is fine) and reused on retries: 16 to 64 printable ASCII characters without spaces. A retry with the same key and payload returns the first answer; the same key with another payload is refused.
   */
  idempotencyKey: string;
  /**
   * The booking (from svc/order).
   */
  bookingId: string;
}
