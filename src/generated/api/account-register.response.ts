/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of register: rtn 1 with a session token in userId (the user is signed in), or a refusal: 'Please accept the terms and conditions', 'Password cannot be empty', 'Password is at most 20 characters', 'Password is weak' (rtn -2), 'Please verify your phone number', 'This phone number is already registered'.
 */
export interface AccountRegisterResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountRegisterResult;
}
/**
 * rtn 1 with userId, or rtn <= 0 and dispMsg.
 */
export interface AccountRegisterResult {
  /**
   * 1: registered and signed in; 0 or -2 (weak password): refused.
   */
  rtn: number;
  /**
   * Why the call was refused.
   */
  dispMsg?: string;
  /**
   * On a refusal: its code and params (dispMsg is their English).
   */
  problem?: Problem;
  /**
   * The opaque session token (send it as Authorization: Bearer <token>).
   */
  userId?: string;
}
