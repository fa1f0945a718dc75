/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/lot/info/list, before packaging: asks for the info of one of the tenant's sites.
 */
export interface LotInfoListRequest {
  /**
   * Id of the site.
   */
  siteId: string;
  /**
   * Client language (en or cn); optional.
   */
  lang?: string;
}
