/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/vehicles, before packaging: the signed-in customer's saved vehicles (My spots, docs/customer-places.md#my-spots).
 */
export interface AccountVehiclesRequest {}
