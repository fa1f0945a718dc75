/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/pro/account/valuePassWallet, before packaging: the Apple Wallet pass (.pkpass) of one of the customer's cards, where the site's addWallet is 1 and the tenant has its pass certificate. Needs Authorization: Bearer <session token>.
 */
export interface AccountValuePassWalletRequest {
  /**
   * One of the customer's cards (another customer's card answers as a missing one).
   */
  cardId: string;
  /**
   * Language of the card's programme name on the pass; default the tenant's. The pass's labels carry both languages.
   */
  language?: 'en-gb' | 'zh-hans';
}
