/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/pro/account/valuePassChgPwd, before packaging: sets or changes a card's 6-digit wallet PIN. The current PIN is required once one is set; wrong current PINs are limited per card (docs/wallet.md#pin). Needs Authorization: Bearer <session token>.
 */
export interface AccountValuePassChgPwdRequest {
  /**
   * One of the customer's cards (another customer's card answers as a missing one).
   */
  cardId: string;
  /**
   * The card's current PIN (6 digits); left out only while the card has none.
   */
  oldPin?: string;
  /**
   * The new PIN (6 digits).
   */
  newPin: string;
  /**
   * The new PIN again; must equal newPin.
   */
  confirmPin: string;
}
