/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/svc/pay, before packaging: start paying for a booking in pending_payment. Needs Authorization: Bearer <session token>.
 */
export interface PaymentPayRequest {
  /**
   * Idempotency key made up by the client per user intent (a UUID is fine) and reused on retries: 16 to 64 printable ASCII characters without spaces.
   */
  idempotencyKey: string;
  /**
   * The booking (from svc/order).
   */
  bookingId: string;
  /**
   * A visible online payment method of the tenant (docs/rules.md#payment-codes; cash cannot be paid online). Its surcharge is applied to the booking's fee.
   */
  paymentCode: 200 | 201 | 202 | 203 | 204 | 205 | 300 | 301 | 302 | 303 | 304 | 305;
  /**
   * Stored-value card payments (205/305): the 6-digit wallet PIN of the customer's stored-value card.
   */
  pin?: string;
  /**
   * Layout of the app page the gateway returns to (/{layout}/{shop}/pay/{txn}); default shop.
   */
  returnLayout?: 'shop' | 'app' | 'company';
  /**
   * Card payments: charge this saved card (account/loadCcUser) instead of opening the gateway's card entry.
   */
  savedCardId?: string;
}
