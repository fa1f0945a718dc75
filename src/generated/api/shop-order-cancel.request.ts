/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/orderCancel: the customer gives up paying one of their own orders waiting for its payment (pending_payment); it is cancelled at once, its voucher given back and the cart kept (docs/shop.md#giving-up). A gateway payment of it that was started is cancelled at the gateway first. Another customer's order is 'Order not found'.
 */
export interface ShopOrderCancelRequest {
  /**
   * Idempotency key made up by the client per cancel and reused on retries: 16 to 64 printable ASCII characters without spaces.
   */
  idempotencyKey: string;
  /**
   * The unpaid order to cancel (from svc/order).
   */
  orderId: string;
}
