/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/pro/promotion/topup, before packaging: starts topping up a stored-value card through the payment gateway. The card is credited once the gateway confirms the payment (promotion/topupStatus, or the server's re-check job). Needs Authorization: Bearer <session token>.
 */
export interface PromotionTopupRequest {
  /**
   * Idempotency key: 16 to 64 printable ASCII characters without spaces, made up per user intent and reused on retries.
   */
  idempotencyKey: string;
  /**
   * One of the customer's cards (another customer's card answers as a missing one).
   */
  cardId: string;
  /**
   * Amount credited to the card, minor units: within the programme's minimum and maximum (a preset when custom amounts are off).
   */
  amount: number;
  /**
   * A visible gateway payment method of the tenant (not cash, not stored value).
   */
  paymentCode: 201 | 202 | 203 | 204 | 301 | 302 | 303 | 304;
  /**
   * Layout of the app page the gateway returns to; default shop.
   */
  returnLayout?: 'shop' | 'app' | 'company';
}
