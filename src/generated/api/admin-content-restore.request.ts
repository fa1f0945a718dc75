/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Body of POST .../admin/content/{type}/{id}/restore: the draft becomes the draft of an earlier version from the item's history.
 */
export interface AdminContentRestoreRequest {
  /**
   * The item's version the editor loaded; another answers 409 'Someone else changed this item; reload to see their version'.
   */
  version: number;
  /**
   * The history entry's version whose draft comes back.
   */
  fromVersion: number;
}
