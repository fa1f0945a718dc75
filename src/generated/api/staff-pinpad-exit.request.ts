/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/pinpad/exit, before packaging: the signed-in staff member's counter PIN, to leave kiosk mode or open a relocked kiosk (docs/staff.md#pinpad).
 */
export interface StaffPinpadExitRequest {
  /**
   * The counter PIN: 4 to 6 digits.
   */
  pin: string;
}
