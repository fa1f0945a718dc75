/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/checkUserIdentifyCode, before packaging: check a code sent by SMS and exchange it for a verification token.
 */
export interface AccountCheckUserIdentifyCodeRequest {
  /**
   * Phone number as the user typed it.
   */
  phone: string;
  /**
   * ISO 3166 alpha-2 country a number without +prefix is read in; default the tenant's.
   */
  country?: string;
  /**
   * The purpose the code was requested for.
   */
  purpose: 'signup' | 'login' | 'reset';
  /**
   * The 4-digit code.
   */
  code: string;
}
