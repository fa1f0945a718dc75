/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/pinpad/receiptSms, before packaging: send a pinpad charge's receipt by SMS to the phone of the card's holder, once (the pinpad's roles; allowed in kiosk mode; docs/staff.md#pinpad-receipt).
 */
export interface StaffPinpadReceiptSmsRequest {
  /**
   * The site (shopCode) whose pinpad took the charge.
   */
  shop: string;
  /**
   * The charge's id, from its receipt.
   */
  chargeId: string;
}
