/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * A single-pay request (docs/shop.md#single-pay): an amount set by staff or a POS, paid once before it expires.
 */
export interface SinglePay {
  /**
   * Request id (the txn of the singlepay routes).
   */
  txn: string;
  /**
   * What is paid for, as the requester named it (e.g. parking-fee).
   */
  action: string;
  /**
   * Who requires it (a POS or staff code).
   */
  requiredBy: string;
  /**
   * Short code to type when there is no QR.
   */
  reference: string;
  /**
   * What the requester wrote.
   */
  description: string;
  /**
   * Amount, minor units.
   */
  amount: number;
  /**
   * Surcharge of the method paid with, minor units (0 until paid).
   */
  surcharge: number;
  /**
   * open; pending: a payment is at the gateway; paid; expired: not paid in time.
   */
  status: 'open' | 'pending' | 'paid' | 'expired';
  /**
   * Seconds since the epoch after which it can no longer be paid.
   */
  expiresAt: number;
  /**
   * When it was paid.
   */
  paidAt?: number;
  /**
   * Payment method paid with.
   */
  paymentCode?: number;
  /**
   * Masked card paid with.
   */
  cardNumber?: string;
  /**
   * While pending: the gateway page to approve it on.
   */
  gatewayUrl?: string;
}
