/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/switch, before packaging: another staff member takes over the device by their own counter PIN (docs/staff.md#staff-switch). Needs the device's staff session (locked or not, not in kiosk mode) signed in at the site with a password; that session ends and the answer is the new one's token.
 */
export interface StaffSwitchRequest {
  /**
   * The site (shopCode) whose staff screens the device shows; the session must have signed in there with a password.
   */
  shop: string;
  /**
   * The staff member chosen from staff/switch/list.
   */
  staffId: string;
  /**
   * The chosen staff member's counter PIN: 4 to 6 digits.
   */
  pin: string;
}
