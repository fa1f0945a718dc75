/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/pro/report/acsLoyalty/list, before packaging: the customer's wallet history in a time range, newest first, pageSize rows a page. Needs Authorization: Bearer <session token>.
 */
export interface ReportAcsLoyaltyListRequest {
  /**
   * Start of the range (seconds, included).
   */
  dateStart: number;
  /**
   * End of the range (seconds, excluded); after dateStart.
   */
  dateEnd: number;
  /**
   * Only this card's rows (one of the customer's cards; another customer's card answers 'Card not found').
   */
  cardId?: string;
  /**
   * all rows (default); value: rows that changed a balance; points: rows that changed points.
   */
  type?: 'all' | 'value' | 'points';
  /**
   * Page, from 1 (default 1).
   */
  currPage?: number;
  /**
   * Rows per page (default 10).
   */
  pageSize?: number;
}
