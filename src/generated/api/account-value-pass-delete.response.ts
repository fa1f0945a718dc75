/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {WalletCard} from './wallet-card';

/**
 * Answer of account/valuePassDelete: rtn 1 with the cards left, or rtn 0 ('Failed to delete the card', 'Card not found', or the balance rule).
 */
export interface AccountValuePassDeleteResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountValuePassDeleteResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface AccountValuePassDeleteResult {
  /**
   * 1: deleted; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused, in English.
   */
  dispMsg?: string;
  /**
   * On a refusal: the code and params of dispMsg, for translation.
   */
  problem?: Problem;
  /**
   * The customer's cards after the delete.
   */
  cards?: WalletCard[];
}
