/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {WalletCard} from './wallet-card';

/**
 * Answer of account/valuePassChgPwd: rtn 1 with the card, or rtn 0 (wrong current PIN, locked, mismatch...).
 */
export interface AccountValuePassChgPwdResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountValuePassChgPwdResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface AccountValuePassChgPwdResult {
  /**
   * 1: changed; 0: refused.
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
   * The card after the change.
   */
  card?: WalletCard;
}
