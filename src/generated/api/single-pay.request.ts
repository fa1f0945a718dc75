/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/singlePay: one payment request. A request another customer has started paying, or another action or requester than the URL's, is 'Payment request not found'. A pending payment is checked with the gateway first.
 */
export interface SinglePayRequest {
  /**
   * Request id.
   */
  txn: string;
  /**
   * The URL's action (must match).
   */
  action?: string;
  /**
   * The URL's requester (must match).
   */
  requiredBy?: string;
}
