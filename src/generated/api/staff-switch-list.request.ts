/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/switch/list, before packaging: the names to tap for a quick staff switch (docs/staff.md#staff-switch). Needs the device's staff session (locked or not) signed in at the site with a password.
 */
export interface StaffSwitchListRequest {
  /**
   * The site (shopCode) whose staff screens the device shows; the session must have signed in there with a password.
   */
  shop: string;
}
