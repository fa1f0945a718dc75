/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of userInfo: success true, rtn 1 with the account's public id, first name and status; success false, rtn 0, 'getInfo: failed to get info !' when the token is unknown, revoked or expired.
 */
export interface AccountUserInfoResponse {
  /**
   * False when the token does not name a live session.
   */
  success: boolean;
  result: AccountUserInfoResult;
}
/**
 * rtn 1 with userId, firstName and userStatus, or rtn 0 and dispMsg.
 */
export interface AccountUserInfoResult {
  /**
   * 1: found; 0: refused.
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
   * The account's public id (a UUID; never a credential).
   */
  userId?: string;
  /**
   * First name.
   */
  firstName?: string;
  /**
   * 1: active; 2: password sign-in locked after too many failures (reset the password by SMS to unlock).
   */
  userStatus?: 1 | 2;
}
