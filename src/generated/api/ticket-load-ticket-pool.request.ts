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
  /**
   * Client language (en or cn; en-gb and zh-hans are accepted): offer names and descriptions come in it where the tenant wrote them per language. Optional; none: the tenant's default language.
   */
  lang?: string;
}
