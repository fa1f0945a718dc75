/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Body of PUT /cloud/{tenant}/admin/content/{type}/{id}: the new draft, on the version the editor loaded.
 */
export interface AdminContentSaveRequest {
  /**
   * The item's version the editor loaded; another answers 409 'Someone else changed this item; reload to see their version'.
   */
  version: number;
  /**
   * The item: a document of the content type named in the path (schemas/content/{type}.schema.json), checked against that schema by the server.
   */
  document: {};
}
