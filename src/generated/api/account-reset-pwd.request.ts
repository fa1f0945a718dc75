/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/resetPwd, before packaging: set a new password for a phone number verified with purpose reset.
 */
export interface AccountResetPwdRequest {
  /**
   * From checkUserIdentifyCode with purpose reset.
   */
  verificationToken: string;
  /**
   * 1 to 20 characters.
   */
  newPassword: string;
  /**
   * True when the user chose to use a weak password (strength score 0) anyway.
   */
  acceptWeakPassword?: boolean;
}
