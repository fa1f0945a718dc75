/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * How a ticket offer is priced (amounts in minor units).
 */
export interface ParkingTariff {
  /**
   * Length of a charged period in minutes; part periods are charged as whole ones.
   */
  periodMinutes: number;
  /**
   * Price of one period.
   */
  pricePerPeriod: number;
  /**
   * Cap on the period charge of each started 24 hours from entry; null when there is none.
   */
  dailyMaximum: number | null;
  /**
   * Fixed fee added once per ticket (0 when none).
   */
  flatFee: number;
}
