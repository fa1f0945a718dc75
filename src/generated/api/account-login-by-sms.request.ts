/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/loginbysms, before packaging: sign in with a code sent by getUserIdentifyCode with purpose login.
 */
export interface AccountLoginBySmsRequest {
  /**
   * Phone number as the user typed it.
   */
  phone: string;
  /**
   * ISO 3166 alpha-2 country a number without +prefix is read in; default the tenant's.
   */
  country?: string;
  /**
   * The 4-digit code.
   */
  code: string;
}
