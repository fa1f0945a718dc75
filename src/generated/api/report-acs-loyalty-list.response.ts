/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of report/acsLoyalty/list: rtn 1 with one page of history rows and the total.
 */
export interface ReportAcsLoyaltyListResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: ReportAcsLoyaltyListResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface ReportAcsLoyaltyListResult {
  /**
   * 1: the page.
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
   * Rows in the range and filter, all pages.
   */
  total?: number;
  /**
   * The page answered.
   */
  currPage?: number;
  /**
   * Rows per page.
   */
  pageSize?: number;
  /**
   * The page's rows, newest first.
   */
  rows?: WalletHistoryRow[];
}
/**
 * One change of a card.
 */
export interface WalletHistoryRow {
  /**
   * Row id.
   */
  id: string;
  /**
   * The card.
   */
  cardId: string;
  /**
   * The card's programme.
   */
  programmeCode: string;
  /**
   * The card number masked.
   */
  cardNumber: string;
  /**
   * Where it happened ('' outside a shop).
   */
  shopName: string;
  /**
   * What happened.
   */
  action:
    | 'issue'
    | 'top_up'
    | 'payment'
    | 'refund'
    | 'points_earned'
    | 'points_reversed'
    | 'points_redeemed'
    | 'reward_credit';
  /**
   * Points added (negative: taken).
   */
  pointAdd: number;
  /**
   * Points after.
   */
  pointFinal: number;
  /**
   * Balance added, minor units (negative: debited).
   */
  valueAdd: number;
  /**
   * Balance after, minor units.
   */
  valueFinal: number;
  /**
   * When (seconds).
   */
  billTime: number;
  /**
   * Why, e.g. the booking reference.
   */
  reason: string;
}
