/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/parking/bookingTopup, before packaging: with quote true, what extending the booking's exit costs (nothing changes); without, start paying for it (then svc/payStatus). Needs Authorization: Bearer <session token>.
 */
export interface ParkingTopupRequest {
  /**
   * True: only quote.
   */
  quote?: boolean;
  /**
   * Idempotency key (required unless quote is true): 16 to 64 printable ASCII characters without spaces, made up per user intent and reused on retries.
   */
  idempotencyKey?: string;
  /**
   * A booked or topped-up booking.
   */
  bookingId: string;
  /**
   * The new exit (seconds), later than the booking's exit.
   */
  exit: number;
  /**
   * A visible online payment method of the tenant.
   */
  paymentCode: 200 | 201 | 202 | 203 | 204 | 205 | 300 | 301 | 302 | 303 | 304 | 305;
  /**
   * Stored-value card payments (205/305): the 6-digit wallet PIN of the customer's stored-value card.
   */
  pin?: string;
  /**
   * Layout of the app page the gateway returns to; default shop.
   */
  returnLayout?: 'shop' | 'app' | 'company';
}
