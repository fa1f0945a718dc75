/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/chkPhone, before packaging: is this phone number valid, and is it registered with the tenant?
 */
export interface AccountChkPhoneRequest {
  /**
   * Phone number as the user typed it (national or international format).
   */
  phone: string;
  /**
   * ISO 3166 alpha-2 country a number without +prefix is read in; default the tenant's phone country (locale.phoneCountry, else the country of its time zone).
   */
  country?: string;
}
