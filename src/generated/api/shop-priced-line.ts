/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * A line priced by the server from the catalogue.
 */
export interface ShopPricedLine {
  /**
   * Product id.
   */
  productId: string;
  /**
   * How many.
   */
  quantity: number;
  /**
   * Product plus options, for one, minor units.
   */
  unitPrice: number;
  /**
   * unitPrice x quantity.
   */
  lineTotal: number;
  /**
   * Options with their prices.
   */
  options: {
    /**
     * Group id.
     */
    groupId: string;
    /**
     * Option id.
     */
    optionId: string;
    /**
     * Times chosen.
     */
    count: number;
    /**
     * Price of one.
     */
    price: number;
  }[];
  /**
   * Why this line cannot be ordered as it is (sold out, a selection missing...).
   */
  problem?: Problem;
  /**
   * The unit price the customer was shown earlier, when today's differs (the line carries SHOP_PRICE_CHANGED_LINE).
   */
  shownUnitPrice?: number;
}
