/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/lotInfo/list, before packaging: asks for one info block of a site (shown at info/{infoCode}/home).
 */
export interface LotInfoBlockRequest {
  /**
   * Id of the site.
   */
  siteId: string;
  /**
   * Code of the info block.
   */
  infoCode: string;
  /**
   * Client language (en or cn); optional.
   */
  lang?: string;
}
