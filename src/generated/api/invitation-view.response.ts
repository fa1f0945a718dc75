/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of invitation/view: rtn 1 with the invitation, or rtn 0 'This invitation is not valid' for an unknown, used or expired link.
 */
export interface InvitationViewResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: InvitationViewResult;
}
/**
 * rtn 1 with the invitation, or rtn 0.
 */
export interface InvitationViewResult {
  /**
   * 1: done; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused: the English of problem, its parameters filled in.
   */
  dispMsg?: string;
  /**
   * On a refusal: the code and params of dispMsg, for translation.
   */
  problem?: Problem;
  /**
   * The wallet programme, by name.
   */
  programme?: string;
  /**
   * Expiry, seconds since the epoch.
   */
  expiresAt?: number;
  /**
   * A member invitation for one person: their phone, masked.
   */
  inviteePhone?: string;
  /**
   * With a session: false when the invitation is for another phone number.
   */
  forThisAccount?: boolean;
  /**
   * With a session: this account already accepted it.
   */
  alreadyMember?: boolean;
}
