/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Body of POST /cloud/{tenant}/admin/content/{type}: a new item's first draft.
 */
export interface AdminContentCreateRequest {
  /**
   * The item: a document of the content type named in the path (schemas/content/{type}.schema.json), checked against that schema by the server.
   */
  document: {};
}
