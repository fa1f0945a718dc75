/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Body of POST .../admin/content/{type}/{id}/publish: the draft becomes what customers see, at once or from publishAt, until unpublishAt (server clock).
 */
export interface AdminContentPublishRequest {
  /**
   * The item's version the editor loaded; another answers 409 'Someone else changed this item; reload to see their version'.
   */
  version: number;
  /**
   * When customers start seeing it (ISO 8601 with offset); omitted or null: at once.
   */
  publishAt?: string | null;
  /**
   * When customers stop seeing it; after publishAt and in the future; omitted or null: no end.
   */
  unpublishAt?: string | null;
}
