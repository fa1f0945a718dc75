/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/pinpad/refund, before packaging: a manager gives a pinpad charge's whole amount back to its card, once (needs a role that opens pinpadRefund: manager or the admin flag; docs/staff.md#pinpad-refund).
 */
export interface StaffPinpadRefundRequest {
  /**
   * The site (shopCode) whose pinpad this is; its pinpad setting must not be 0.
   */
  shop: string;
  /**
   * The charge's id (its receipt's reference).
   */
  chargeId: string;
  /**
   * 16 to 64 printable ASCII characters, new for each refund and kept for its retries.
   */
  idempotencyKey: string;
}
