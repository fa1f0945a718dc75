/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * The profile of the signed-in account (docs/rules.md#profile-fields). Text fields are empty strings when not set.
 */
export interface AccountProfile {
  /**
   * First name.
   */
  firstName: string;
  /**
   * Last name.
   */
  lastName: string;
  /**
   * Email address.
   */
  email: string;
  /**
   * Street address.
   */
  address: string;
  /**
   * The verified phone number in E.164 (read-only).
   */
  phone: string;
  /**
   * City.
   */
  city: string;
  /**
   * State or region.
   */
  state: string;
  /**
   * Postcode (digits only).
   */
  postcode: string;
  /**
   * Country of the address.
   */
  country: string;
  /**
   * Licence plate.
   */
  licensePlate: string;
  /**
   * Date of birth as YYYY-MM-DD; empty when not set.
   */
  birthday: string;
}
