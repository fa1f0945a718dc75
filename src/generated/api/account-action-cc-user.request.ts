/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/account/actionCcUser, before packaging: change the saved payment cards. add: start a card registration at the gateway (its card-entry page); confirm: ask the gateway how the registration ended and save the card it tokenised; delete: remove a card; setDefault: make a card the default. Needs Authorization: Bearer <session token>.
 */
export interface AccountActionCcUserRequest {
  /**
   * What to do.
   */
  action: 'add' | 'confirm' | 'delete' | 'setDefault';
  /**
   * confirm: the registration (from add).
   */
  setupId?: string;
  /**
   * delete, setDefault: the saved card.
   */
  cardId?: string;
  /**
   * Layout of the app page the gateway returns to (/{layout}/{shop}/mycards); default shop.
   */
  returnLayout?: 'shop' | 'app' | 'company';
}
