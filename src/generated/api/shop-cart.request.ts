/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ShopLineRequest} from './shop-line';

/**
 * Payload of POST /s/{shop}/api/shop/cart: the signed-in customer's cart, priced now. With lines: replaces the cart's lines (and notes) and restarts its expiry.
 */
export interface ShopCartRequest {
  /**
   * The new lines; absent: read only.
   *
   * @maxItems 50
   */
  lines?: ShopLineRequest[];
  /**
   * Notes for the shop.
   */
  notes?: string;
  /**
   * The customer accepts today's prices of every line whose price changed since it was shown (docs/shop.md#price-changed).
   */
  acceptPrices?: boolean;
  /**
   * Reorder: replace the cart with the lines of this past order of the customer's, priced today; what cannot be ordered is reported in unavailable.
   */
  reorder?: string;
}
