/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/vehicle/add, before packaging: save a vehicle under My spots.
 */
export interface AccountVehicleAddRequest {
  /**
   * The licence plate as typed: 1 to 10 letters, digits or dashes once spaces are removed.
   */
  plate: string;
  /**
   * A name of the customer's own, at most 40 characters.
   */
  nickname?: string;
}
