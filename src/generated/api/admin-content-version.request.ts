/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Body of POST .../unpublish and DELETE .../admin/content/{type}/{id}: the version the editor loaded.
 */
export interface AdminContentVersionRequest {
  /**
   * The item's version the editor loaded; another answers 409 'Someone else changed this item; reload to see their version'.
   */
  version: number;
}
