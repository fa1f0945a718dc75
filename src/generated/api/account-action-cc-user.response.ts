/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {SavedCard} from './saved-card';

/**
 * Answer of account/actionCcUser: rtn 1 with the cards as they now are (add: the gateway's card-entry page; confirm: the registration's status), or rtn 0 with dispMsg and problem ('Card not found', 'Failed to delete the card', 'Failed to save the card').
 */
export interface AccountActionCcUserResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountActionCcUserResult;
}
/**
 * rtn 1 with cards (and setupId, gatewayUrl, payUiType after add; status after confirm), or rtn 0 with dispMsg and problem.
 */
export interface AccountActionCcUserResult {
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
  /**
   * add: the registration to confirm.
   */
  setupId?: string;
  /**
   * add: the gateway's card-entry page.
   */
  gatewayUrl?: string;
  /**
   * add: DIALOG (open gatewayUrl in a dialog) or REDIRECT (navigate; the gateway returns to mycards?setup={setupId}).
   */
  payUiType?: 'DIALOG' | 'REDIRECT';
  /**
   * confirm: pending (not entered yet), saved (the card is in cards) or abandoned.
   */
  status?: 'pending' | 'saved' | 'abandoned';
}
