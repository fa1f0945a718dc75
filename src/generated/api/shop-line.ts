/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * A line of a cart as the customer chose it: no prices (the server prices it from the catalogue).
 */
export interface ShopLineRequest {
  /**
   * Product id of the catalogue.
   */
  productId: string;
  /**
   * How many (the product's minQuantity to maxQuantity).
   */
  quantity: number;
  /**
   * Options chosen.
   *
   * @maxItems 40
   */
  options: {
    /**
     * Option group id.
     */
    groupId: string;
    /**
     * Option id.
     */
    optionId: string;
    /**
     * Times chosen (default 1).
     */
    count?: number;
  }[];
}
