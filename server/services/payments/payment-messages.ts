/**
 * Refusals of the payment calls that the parking catalogue (src/protocol/parking-messages.ts) has
 * no code for. Same shape as a parking refusal: rtn 0, the English dispMsg, and problem { code,
 * params } (schemas/api/payment-problem.json). The browser's locale files do not list these yet.
 */
import type { PaymentProblem } from '../../../src/generated/api/payment-problem';
import type { ApiEnvelope } from '../../../src/protocol';
import { refusedWith } from '../accounts/answers';

export const PAYMENT_MESSAGES = {
  PAYMENT_NOT_NEEDED: 'This booking needs no payment',
  ALREADY_PAID: 'This booking is already paid',
  PIN_REQUIRED: 'Please enter the four-digit PIN of the card',
  // Spec section 8's catalogue.
  PIN_INVALID: 'Failed to verify the PIN',
  PAYMENT_NOT_FOUND: 'Payment not found',
  GATEWAY_UNAVAILABLE: 'Failed to request payment, please try later',
  TOPUP_NOT_AVAILABLE: 'This booking cannot be topped up',
  TOPUP_TOO_SHORT: 'A top-up must add at least {{minutes}} minutes',
  CANCEL_NOT_ALLOWED: 'This booking can no longer be cancelled',
  REFUND_CHANGED: 'The refund amount has changed: please check it and confirm again',
} as const;

export type PaymentProblemCode = keyof typeof PAYMENT_MESSAGES;
export type PaymentRefusal = ApiEnvelope<{ problem: PaymentProblem }>;

export function paymentRefusal(code: PaymentProblemCode, params: Readonly<Record<string, number>> = {}): PaymentRefusal {
  const dispMsg = PAYMENT_MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
  return refusedWith(dispMsg, { problem: { code, params: { ...params } } });
}
