/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * What the order costs, minor units (docs/shop.md#pricing).
 */
export interface ShopTotals {
  /**
   * Sum of the lines.
   */
  goods: number;
  /**
   * Voucher discount.
   */
  discount: number;
  /**
   * The zone's fee (0 above the free-delivery amount).
   */
  deliveryFee: number;
  /**
   * Tip.
   */
  tip: number;
  /**
   * The payment method's surcharge.
   */
  surcharge: number;
  /**
   * What is charged.
   */
  total: number;
  /**
   * What adding would make delivery free (0: it is, or there is no such amount).
   */
  toFreeDelivery: number;
}
