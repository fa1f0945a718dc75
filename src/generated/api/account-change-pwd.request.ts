/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/changePwd, before packaging: change the password of the account the Authorization token belongs to.
 */
export interface AccountChangePwdRequest {
  /**
   * The current password.
   */
  oldPassword: string;
  /**
   * 1 to 20 characters.
   */
  newPassword: string;
  /**
   * True when the user chose to use a weak password (strength score 0) anyway.
   */
  acceptWeakPassword?: boolean;
}
