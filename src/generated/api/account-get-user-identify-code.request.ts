/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/getUserIdentifyCode and POST /s/{shop}/api/sms/getUserIdentifyCode, before packaging: send a 4-digit verification code by SMS.
 */
export interface AccountGetUserIdentifyCodeRequest {
  /**
   * Phone number as the user typed it (national or international format).
   */
  phone: string;
  /**
   * ISO 3166 alpha-2 country a number without +prefix is read in; default the tenant's.
   */
  country?: string;
  /**
   * What the code is for: signup (the number must not be registered), login (it must be), reset (answers the same either way).
   */
  purpose: 'signup' | 'login' | 'reset';
}
