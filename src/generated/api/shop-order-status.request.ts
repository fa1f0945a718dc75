/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/orderStatus: one of the customer's orders, its payment checked with the gateway while pending. Another customer's order is 'Order not found'.
 */
export interface ShopOrderStatusRequest {
  /**
   * Order id.
   */
  orderId: string;
}
