/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/pinpad/charge, before packaging: the pinpad kiosk charges a customer's stored-value card the amount staff entered, after the card's 6-digit wallet PIN (needs a role that opens pinpad; docs/staff.md#pinpad).
 */
export interface StaffPinpadChargeRequest {
  /**
   * The site (shopCode) whose pinpad this is; its pinpad setting must not be 0.
   */
  shop: string;
  /**
   * The amount to charge in minor units, 1 to PINPAD_MAX_AMOUNT (100000).
   */
  amount: number;
  /**
   * How the customer named their card: its 16-digit number or the member code of its QR code.
   */
  by: 'card' | 'qr';
  /**
   * The card number (spaces and dashes ignored) or the QR member code.
   */
  value: string;
  /**
   * The card's 6-digit wallet PIN.
   */
  pin: string;
  /**
   * 16 to 64 printable ASCII characters, new for each charge and kept for its retries.
   */
  idempotencyKey: string;
}
