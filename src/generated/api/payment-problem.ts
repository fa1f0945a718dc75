/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Why a payment call was refused, (codes and English in src/protocol/parking-messages.ts).
 */
export interface PaymentProblem {
  /**
   * Message code (docs/parking-api.md, Payment).
   */
  code:
    | 'PAYMENT_NOT_NEEDED'
    | 'ALREADY_PAID'
    | 'PIN_REQUIRED'
    | 'PIN_INVALID'
    | 'PIN_LOCKED'
    | 'PAYMENT_NOT_FOUND'
    | 'GATEWAY_UNAVAILABLE'
    | 'TOPUP_NOT_AVAILABLE'
    | 'TOPUP_TOO_SHORT'
    | 'CANCEL_NOT_ALLOWED'
    | 'REFUND_CHANGED';
  /**
   * Numbers the message shows (TOPUP_TOO_SHORT, PIN_LOCKED: minutes).
   */
  params: {
    [k: string]: number;
  };
}
