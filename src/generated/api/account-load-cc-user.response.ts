/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {SavedCard} from './saved-card';

/**
 * Answer of account/loadCcUser: rtn 1 with the saved cards.
 */
export interface AccountLoadCcUserResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountLoadCcUserResult;
}
/**
 * rtn 1 with cards, or rtn 0 with dispMsg and problem.
 */
export interface AccountLoadCcUserResult {
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
   * The customer's saved cards, default first, then oldest first.
   */
  cards?: SavedCard[];
}
