/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {AccountProfile} from './account-profile';
import type {Problem} from './problem';

/**
 * Answer of update: rtn 1 with the profile as saved, or rtn 0 'Failed to operate'. A field that breaks its schema answers HTTP 400 naming it (e.g. postcode: digits only); an unknown, revoked or expired token answers HTTP 401.
 */
export interface AccountUpdateResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountUpdateResult;
}
/**
 * rtn 1 with profile, or rtn 0 and dispMsg.
 */
export interface AccountUpdateResult {
  /**
   * 1: saved; 0: refused.
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
   * The profile as saved.
   */
  profile?: AccountProfile;
}
