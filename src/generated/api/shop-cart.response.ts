/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {LocalText} from '../tenant';
import type {Problem} from './problem';
import type {ShopPricedLine} from './shop-priced-line';

/**
 * Answer of shop/cart: the cart's lines priced from the catalogue (a line that cannot be ordered carries its problem), the goods total, and when the cart expires. expired: the cart lapsed and was emptied.
 */
export interface ShopCartResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: ShopCartResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface ShopCartResponseResult {
  /**
   * 1: done; 0: refused.
   */
  rtn: number;
  /**
   * The refusal's message in English.
   */
  dispMsg?: string;
  problem?: Problem;
  /**
   * Priced lines.
   */
  lines?: ShopPricedLine[];
  /**
   * Notes.
   */
  notes?: string;
  /**
   * Sum of the lines that can be ordered.
   */
  goods?: number;
  /**
   * When the cart expires, seconds since the epoch (absent: empty).
   */
  expiresAt?: number;
  /**
   * The cart had expired and was emptied.
   */
  expired?: boolean;
  /**
   * The customer's paid parking bookings current now at this site: delivery to the car is offered within each stay (docs/shop.md#car).
   */
  carStays?: {
    /**
     * Booking id.
     */
    bookingId: string;
    /**
     * Booking reference.
     */
    reference: string;
    /**
     * End of the stay, seconds since the epoch.
     */
    exitAt: number;
    /**
     * The plate given with the booking ('' when none).
     */
    plate: string;
  }[];
  /**
   * Reorder: the past order's items that could not be put back in the cart (names as ordered), each with why.
   */
  unavailable?: {
    name: LocalText;
    problem: Problem;
  }[];
}
