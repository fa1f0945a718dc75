/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * What cancelling a booking now refunds (docs/parking-api.md, Cancel and refund).
 */
export interface ParkingRefundQuote {
  /**
   * The booking.
   */
  bookingId: string;
  /**
   * What was paid for the booking (its total, top-ups included; 0 when unpaid).
   */
  paid: number;
  /**
   * full: at least fullRefundMinutesBefore before entry; late: later, before entry; unpaid: nothing was paid.
   */
  rule: 'full' | 'late' | 'unpaid';
  /**
   * Percent of paid refunded (100 or lateCancelRefundPercent).
   */
  refundPercent: number;
  /**
   * Kept on any paid cancellation.
   */
  cancellationFee: number;
  /**
   * What is refunded: max(0, paid × refundPercent / 100 rounded down − cancellationFee).
   */
  amount: number;
}
