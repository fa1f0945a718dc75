/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Delivery to the car (docs/shop.md#car): the customer's current parking booking at the shop's site and the bay or the number plate to look for.
 */
export interface ShopCar {
  /**
   * The customer's paid booking, current now, at this site.
   */
  bookingId: string;
  /**
   * The bay the car is in.
   */
  bay?: string;
  /**
   * The car's number plate.
   */
  plate?: string;
}
