/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/signIn, before packaging: sign in with phone number and password.
 */
export interface AccountSignInRequest {
  /**
   * The phone number as the user typed it.
   */
  userName: string;
  /**
   * The password.
   */
  password: string;
  /**
   * ISO 3166 alpha-2 country a number without +prefix is read in; default the tenant's.
   */
  country?: string;
}
