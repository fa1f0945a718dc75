/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/update, before packaging: changes to the profile of the account the Authorization token belongs to. Every field is optional; absent fields keep their value. The phone number cannot be changed here.
 */
export interface AccountUpdateRequest {
  /**
   * First name.
   */
  firstName?: string;
  /**
   * Last name.
   */
  lastName?: string;
  /**
   * Email address; empty clears it.
   */
  email?: string;
  /**
   * Street address.
   */
  address?: string;
  /**
   * City.
   */
  city?: string;
  /**
   * State or region.
   */
  state?: string;
  /**
   * Postcode: digits only (docs/rules.md#postcode).
   */
  postcode?: string;
  /**
   * Country of the address.
   */
  country?: string;
  /**
   * Licence plate.
   */
  licensePlate?: string;
  /**
   * Date of birth as YYYY-MM-DD; empty clears it.
   */
  birthday?: string;
}
