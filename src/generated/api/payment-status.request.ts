/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/svc/payStatus, before packaging: the outcome of a payment, confirmed with the gateway. Needs Authorization: Bearer <session token>.
 */
export interface PaymentStatusRequest {
  /**
   * The payment (from svc/pay or parking/bookingTopup).
   */
  txn: string;
}
