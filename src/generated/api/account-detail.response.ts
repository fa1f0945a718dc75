/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {AccountProfile} from './account-profile';
import type {Problem} from './problem';

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
  /**
   * On a refusal: its code and params (dispMsg is their English).
   */
  problem?: Problem;
  /**
   * The profile.
   */
  profile?: AccountProfile;
}
