/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Body of POST /cloud/{tenant}/admin/content/{type}: a new item's first draft.
 */
export interface AdminContentCreateRequest {
  /**
   * The item: a document of the content type named in the path (schemas/content/{type}.schema.json), checked against that schema by the server.
   */
  document: {};
  /**
   * Set when editing a starting item of the tenant file (its `key` in the list's `starting`, docs/admin.md#starting-content): the new item gets that starting item's `overrideId` and overrides it. An unknown key answers 404; a starting item another editor already took answers 409.
   */
  startingKey?: string;
}
