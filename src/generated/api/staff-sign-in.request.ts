/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/signIn, before packaging: employee login with staff id or phone number and password. The session it opens is locked until staff/unlock with the PIN.
 */
export interface StaffSignInRequest {
  /**
   * The staff id (e.g. S200) or the staff member's phone number.
   */
  login: string;
  /**
   * The password.
   */
  password: string;
  /**
   * The site (shopCode) whose staff screens sign in. A session that names a site of the tenant may later hand the device to a colleague by their PIN (staff/switch, docs/staff.md#staff-switch); without it, or for the admin area, it may not.
   */
  shop?: string;
}
