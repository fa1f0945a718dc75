/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/pro/promotion/topupStatus, before packaging: the outcome of one of the customer's top-ups, confirmed with the gateway (crediting the card once when approved). Needs Authorization: Bearer <session token>.
 */
export interface PromotionTopupStatusRequest {
  /**
   * The top-up's payment (another customer's answers as a missing one).
   */
  txn: string;
}
