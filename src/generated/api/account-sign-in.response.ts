/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of signIn: success true, rtn 1 and a new session token in userId; success false, rtn 0, 'User name or password not match' (unknown number or wrong password); success true, rtn 0, the locked message (after 5 consecutive failures, until the password is reset by SMS); rtn 0 'Please input phone number or password properly' (either is blank); rtn -821009 when the account has no password yet.
 */
export interface AccountSignInResponse {
  /**
   * False when the phone number and password do not match.
   */
  success: boolean;
  result: AccountSignInResult;
}
/**
 * rtn 1 with userId, or rtn <= 0 and dispMsg.
 */
export interface AccountSignInResult {
  /**
   * 1: signed in; 0: refused; -821009: the account has no password yet.
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
