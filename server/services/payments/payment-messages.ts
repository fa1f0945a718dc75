/**
 * Refusals of the payment, top-up and cancellation calls. Same shape as a parking refusal: rtn 0,
 * the English dispMsg, and problem { code, params } (schemas/api/payment-problem.json); the words
 * are the shared catalogue of src/protocol/parking-messages.ts, which the browser translates.
 */
import type { PaymentProblem } from '../../../src/generated/api/payment-problem';
import type { ApiEnvelope } from '../../../src/protocol';
import { parkingMessage } from '../../../src/protocol/parking-messages';
import { refusedWith } from '../shared/answers';

export type PaymentProblemCode = PaymentProblem['code'];
export type PaymentRefusal = ApiEnvelope<{ problem: PaymentProblem }>;

export function paymentRefusal(code: PaymentProblemCode, params: Readonly<Record<string, number>> = {}): PaymentRefusal {
  return refusedWith(parkingMessage(code, params), { problem: { code, params: { ...params } } });
}
