/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {WalletCard} from './wallet-card';

/**
 * Answer of account/loadUserValuePass: rtn 1 with the cards (oldest first).
 */
export interface AccountLoadUserValuePassResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountLoadUserValuePassResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface AccountLoadUserValuePassResult {
  /**
   * 1: the cards.
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
   * The customer's live cards; empty when they have none.
   */
  cards?: WalletCard[];
  /**
   * True when this site offers 'Add to Apple Wallet' (its addWallet is 1 and the tenant can sign passes).
   */
  walletPass?: boolean;
}
