/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of invitation/accept: rtn 1 with the card, or rtn 0 ('This invitation is not valid'; 'This invitation is for another account').
 */
export interface InvitationAcceptResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: InvitationAcceptResult;
}
/**
 * rtn 1 with cardNumber, or rtn 0.
 */
export interface InvitationAcceptResult {
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
   * The member card's number, masked.
   */
  cardNumber?: string;
  /**
   * The wallet programme, by name.
   */
  programme?: string;
}
