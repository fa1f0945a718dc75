/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/parking/bookingRefund (and its alias parking/dpsRefund), before packaging: with quote true, what cancelling refunds (nothing changes); without, cancel the booking and refund that. Needs Authorization: Bearer <session token>.
 */
export interface ParkingRefundRequest {
  /**
   * True: only quote.
   */
  quote?: boolean;
  /**
   * Idempotency key (required unless quote is true): 16 to 64 printable ASCII characters without spaces.
   */
  idempotencyKey?: string;
  /**
   * The booking to cancel.
   */
  bookingId: string;
  /**
   * Optional: the refund amount the customer was shown (the quote's amount); if the refund is now different the call is refused with the new quote, and nothing changes.
   */
  amount?: number;
}
