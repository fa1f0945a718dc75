/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/pinpad/charges, before packaging: the site's latest pinpad charges, for a manager to refund one (needs a role that opens pinpadRefund: manager or the admin flag; docs/staff.md#pinpad-refund).
 */
export interface StaffPinpadChargesRequest {
  /**
   * The site (shopCode) whose pinpad this is; its pinpad setting must not be 0.
   */
  shop: string;
}
