/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/ticket/loadTicketPool, before packaging: the ticket offers of a site with their balance. No session needed.
 */
export interface TicketLoadTicketPoolRequest {
  /**
   * Site id (sites[].siteId of the tenant).
   */
  siteId: string;
  /**
   * Only this offer.
   */
  offerCode?: string;
}
