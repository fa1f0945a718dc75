/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/member/register, before packaging: member registration at the counter (needs a role that opens memberRegistration). The customer has no password until an SMS login or a password reset sets one.
 */
export interface StaffMemberRegisterRequest {
  /**
   * The customer's phone number as typed (read in the tenant's phone country).
   */
  phone: string;
  /**
   * First name.
   */
  firstName: string;
  /**
   * Last name.
   */
  lastName: string;
  /**
   * Email address; empty when not given.
   */
  email?: string;
  /**
   * Licence plate; empty when not given.
   */
  licensePlate?: string;
  /**
   * Must be true: the customer accepted the terms and conditions at the counter.
   */
  acceptTerms: boolean;
}
