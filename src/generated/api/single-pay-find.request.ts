/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/singlePayFind: the open request of this action and requester with this short code (singlepay/{action}/by/{requiredBy}, without a QR).
 */
export interface SinglePayFindRequest {
  /**
   * Action.
   */
  action: string;
  /**
   * Requester.
   */
  requiredBy: string;
  /**
   * The short code the requester shows.
   */
  reference: string;
}
