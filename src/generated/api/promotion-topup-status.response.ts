/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {WalletCard} from './wallet-card';

/**
 * Answer of promotion/topupStatus: rtn 1 with the status and the card, or rtn 0 ('Payment not found').
 */
export interface PromotionTopupStatusResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: PromotionTopupStatusResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface PromotionTopupStatusResult {
  /**
   * 1: the status; 0: refused.
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
   * The top-up's payment (ask promotion/topupStatus).
   */
  txn?: string;
  /**
   * The payment's status: approved once the card is credited.
   */
  status?: 'pending' | 'approved' | 'failed' | 'abandoned';
  /**
   * Credited to the card, minor units.
   */
  amount?: number;
  /**
   * Charged by the gateway: amount plus the method's surcharge.
   */
  charged?: number;
  /**
   * The card as it now is.
   */
  card?: WalletCard;
}
