/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/spot/feeCalc and /s/{shop}/api/feeCalc/parking, before packaging: a quote for a stay. No session needed.
 */
export interface ParkingFeeCalcRequest {
  /**
   * Code of the ticket offer (sites[].offers[].code of the tenant file).
   */
  offerCode: string;
  /**
   * Entry, seconds since the epoch.
   */
  entry: number;
  /**
   * Exit, seconds since the epoch.
   */
  exit: number;
  /**
   * Number of tickets (one per vehicle). 0 is answered with the rule 'Number of tickets must be greater than zero'. Default 1.
   */
  tickets?: number;
  /**
   * Payment code of the method the customer will pay with (docs/rules.md#payment-codes, e.g. 201 card); its surcharge is added. Must be a visible method of the tenant.
   */
  paymentCode?: 200 | 201 | 202 | 203 | 204 | 205 | 300 | 301 | 302 | 303 | 304 | 305;
  /**
   * A voucher of the customer's to apply (voucher/list); refused with 'Failed to get a discount' when it cannot be used. Needs a session.
   */
  voucherId?: string;
}
