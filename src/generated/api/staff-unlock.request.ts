/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/unlock, before packaging: the staff member's 4-6 digit counter PIN unlocks the session (after sign-in, and after every lock).
 */
export interface StaffUnlockRequest {
  /**
   * The counter PIN: 4 to 6 digits.
   */
  pin: string;
}
