/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * The fee of a stay as computed by src/lib/parking-fee.ts and src/lib/surcharge.ts (docs/parking-api.md, 'Fee'). Minor units.
 */
export interface ParkingFee {
  /**
   * The ticket offer.
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
   * Number of tickets.
   */
  tickets: number;
  /**
   * Periods the stay starts (before the daily cap).
   */
  periods: number;
  /**
   * Charge of the periods for one ticket, after the daily cap.
   */
  periodCharge: number;
  /**
   * Flat fee per ticket.
   */
  flatFee: number;
  /**
   * periodCharge + flatFee.
   */
  perTicket: number;
  /**
   * perTicket × tickets: the fee before surcharge.
   */
  amount: number;
  /**
   * The payment method whose surcharge is included; null when none was given.
   */
  paymentCode: number | null;
  /**
   * Surcharge of the payment method, computed once on the amount (rate rounded half up).
   */
  surcharge: number;
  /**
   * amount + surcharge: what the customer pays.
   */
  total: number;
  /**
   * What the applied voucher takes off the fee (minor units), before the surcharge: total = amount - discount + surcharge. Absent without a voucher.
   */
  discount?: number;
  /**
   * The voucher applied.
   */
  voucherId?: string;
}
