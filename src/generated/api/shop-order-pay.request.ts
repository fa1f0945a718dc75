/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/orderPay: pays one of the customer's own orders waiting for its payment (pending_payment) with the order's method (docs/shop.md#paying): stored value with the wallet PIN, a saved card charged at once, or the gateway's page. Another customer's order is 'Order not found'.
 */
export interface ShopOrderPayRequest {
  /**
   * Idempotency key made up by the client per payment attempt (a UUID is fine) and reused on retries: 16 to 64 printable ASCII characters without spaces.
   */
  idempotencyKey: string;
  /**
   * The order to pay (from svc/order).
   */
  orderId: string;
  /**
   * Stored value (205/305): the 6-digit wallet PIN of the customer's stored-value card; not part of what makes two requests the same.
   */
  pin?: string;
  /**
   * Card (201/301): charge this saved card of the customer at once instead of opening the gateway's page.
   */
  savedCardId?: string;
  /**
   * The layout whose order/{orderId} page the gateway's page returns to (default shop).
   */
  returnLayout?: 'shop' | 'app' | 'company';
}
