/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {StaffMemberSummary} from './staff-member';

/**
 * Answer of staff/member/register: rtn 1 with the new member and the wallet cards issued at the counter (full numbers, once); rtn 0 PHONE_ALREADY_REGISTERED, INVALID_PHONE, TERMS_REQUIRED.
 */
export interface StaffMemberRegisterResponse {
  /**
   * True: the call was handled.
   */
  success: boolean;
  result: StaffMemberRegisterResult;
}
/**
 * rtn 1 with member and issuedCards, or rtn 0.
 */
export interface StaffMemberRegisterResult {
  /**
   * 1: done; 0: refused (dispMsg and problem say why).
   */
  rtn: number;
  /**
   * Why the call was refused.
   */
  dispMsg?: string;
  /**
   * On a refusal: its code and params (dispMsg is their English).
   */
  problem?: Problem;
  /**
   * The new member.
   */
  member?: StaffMemberSummary;
  /**
   * The cards issued at the counter, with their full numbers (for the card handed over).
   */
  issuedCards?: StaffIssuedCard[];
}
export interface StaffIssuedCard {
  /**
   * The card's id.
   */
  cardId: string;
  /**
   * The tenant's wallet programme.
   */
  programmeCode: string;
  /**
   * The card's kind.
   */
  kind: 'loyalty' | 'stored-value';
  /**
   * The full 16-digit card number.
   */
  cardNumber: string;
}
