/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/register, before packaging: create an account for a phone number verified with purpose signup, and sign in.
 */
export interface AccountRegisterRequest {
  /**
   * From checkUserIdentifyCode with purpose signup.
   */
  verificationToken: string;
  /**
   * 1 to 20 characters ('Password cannot be empty', 'Password is at most 20 characters').
   */
  password: string;
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
   * Date of birth as YYYY-MM-DD (for promotions only); empty or absent when not given.
   */
  birthday?: string;
  /**
   * Must be true: the user accepted the terms and conditions.
   */
  acceptTerms: boolean;
  /**
   * True when the user chose to use a weak password (strength score 0) anyway.
   */
  acceptWeakPassword?: boolean;
}
