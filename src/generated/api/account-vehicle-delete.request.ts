/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/vehicle/delete, before packaging: remove one of the customer's saved vehicles.
 */
export interface AccountVehicleDeleteRequest {
  /**
   * The vehicle's id; another customer's answers like a missing one.
   */
  vehicleId: string;
}
