/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/orders: a page of the signed-in customer's own orders at this shop, latest first (My orders, docs/shop.md#my-orders). Another customer's orders are never listed.
 */
export interface ShopOrdersRequest {
  /**
   * Orders per page (default 10).
   */
  pageSize?: number;
  /**
   * Page number, from 1 (default 1).
   */
  currPage?: number;
}
