/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Body of POST .../admin/content/{type}/order: the type's items in the order customers should see them, each with the version the editor loaded.
 */
export interface AdminContentOrderRequest {
  /**
   * The items, first to last; each gets order 10, 20, 30... An item whose version is not the loaded one answers 409 and nothing moves.
   *
   * @minItems 1
   * @maxItems 500
   */
  items: [
    {
      /**
       * The item's id (uuid).
       */
      id: string;
      /**
       * The item's version the editor loaded.
       */
      version: number;
    },
    ...{
      /**
       * The item's id (uuid).
       */
      id: string;
      /**
       * The item's version the editor loaded.
       */
      version: number;
    }[]
  ];
}
