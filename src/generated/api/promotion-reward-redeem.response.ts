/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {Voucher} from './voucher';

/**
 * Answer of promotion/rewardRedeem: rtn 1 with the card's points left and what the reward gave (the voucher, or the stored-value card credited), or rtn 0: REWARD_UNAVAILABLE, REWARD_POINTS_SHORT, REWARD_VOUCHER_HELD, REWARD_NO_STORED_VALUE_CARD, REWARD_BALANCE_LIMIT, WALLET_CARD_NOT_FOUND, WALLET_CARD_EXPIRED, IDEMPOTENCY_CONFLICT.
 */
export interface PromotionRewardRedeemResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: PromotionRewardRedeemResult;
}
/**
 * rtn 1 with the redemption, or rtn 0 with dispMsg and problem.
 */
export interface PromotionRewardRedeemResult {
  /**
   * 1: redeemed (or a retry of a redemption); 0: refused, nothing spent.
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
  redemption?: RewardRedemption;
}
/**
 * What was spent and given.
 */
export interface RewardRedemption {
  /**
   * The reward's code.
   */
  reward: string;
  /**
   * Points taken from the card.
   */
  pointsSpent: number;
  /**
   * The card's points after the redemption.
   */
  points: number;
  /**
   * A voucher reward: the voucher the customer now holds (under My wallet, Vouchers).
   */
  voucher?: Voucher;
  credit?: RewardCredit;
}
/**
 * A stored-value reward: the card credited.
 */
export interface RewardCredit {
  /**
   * The stored-value card credited.
   */
  cardId: string;
  /**
   * Minor units credited.
   */
  amount: number;
  /**
   * The card's balance after the credit, minor units.
   */
  balance: number;
}
