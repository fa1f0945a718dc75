/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * What extending a booking's exit costs (docs/parking-api.md, Top-up).
 */
export interface ParkingTopupQuote {
  /**
   * The booking.
   */
  bookingId: string;
  /**
   * The booking's exit now (seconds).
   */
  fromExit: number;
  /**
   * The new exit (seconds).
   */
  exit: number;
  /**
   * Minutes added (whole minutes, rounded up).
   */
  minutes: number;
  /**
   * tenant.booking.topUp.ratePeriodMinutes.
   */
  ratePeriodMinutes: number;
  /**
   * Price of one top-up period per ticket: the tariff's price per minute × ratePeriodMinutes, rounded half up.
   */
  pricePerPeriod: number;
  /**
   * Top-up periods started by the extension.
   */
  periods: number;
  /**
   * Tickets of the booking (each is extended).
   */
  tickets: number;
  /**
   * periods × pricePerPeriod × tickets.
   */
  fee: number;
  /**
   * The payment method quoted.
   */
  paymentCode: number;
  /**
   * The method's surcharge on fee (once).
   */
  surcharge: number;
  /**
   * fee + surcharge: what is charged.
   */
  total: number;
}
