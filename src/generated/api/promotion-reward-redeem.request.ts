/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/pro/promotion/rewardRedeem, before packaging: spends a card's points on one of its programme's rewards (docs/wallet.md#rewards), in one transaction. Needs Authorization: Bearer <session token>.
 */
export interface PromotionRewardRedeemRequest {
  /**
   * Idempotency key: 16 to 64 printable ASCII characters without spaces, made up per user intent and reused on retries. A retry answers as the first redemption and spends nothing more.
   */
  idempotencyKey: string;
  /**
   * One of the customer's cards, whose points are spent (another customer's card answers as a missing one).
   */
  cardId: string;
  /**
   * The code of one of the card's programme's rewards.
   */
  reward: string;
}
