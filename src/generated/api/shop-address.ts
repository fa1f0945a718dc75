/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Delivery address.
 */
export interface ShopDeliveryAddress {
  /**
   * Street and number.
   */
  line1: string;
  /**
   * Unit, floor, instructions.
   */
  line2?: string;
  /**
   * Postcode (postcode zones).
   */
  postcode: string;
  /**
   * Latitude (radius zones).
   */
  lat?: number;
  /**
   * Longitude (radius zones).
   */
  lng?: number;
}
