/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Answer of detail: rtn 1 with the profile. An unknown, revoked or expired token answers HTTP 401.
 */
export interface AccountDetailResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountDetailResult;
}
/**
 * rtn 1 with profile, or rtn 0 and dispMsg.
 */
export interface AccountDetailResult {
  /**
   * 1: found; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused.
   */
  dispMsg?: string;
  profile?: AccountProfile;
}
/**
 * The profile.
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
