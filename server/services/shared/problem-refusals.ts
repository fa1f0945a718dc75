/**
 * The refusal answers of the parking and payment calls (booking, payment, top-up, cancellation):
 * rtn 0, the English dispMsg, and problem { code, params } for the browser to translate. The codes
 * are schemas/api/parking-problem.json and payment-problem.json; the words are the one shared
 * catalogue of src/protocol/parking-messages.ts.
 */
import type { ParkingProblem } from '../../../src/generated/api/parking-problem';
import type { PaymentProblem } from '../../../src/generated/api/payment-problem';
import type { ApiEnvelope } from '../../../src/protocol';
import { parkingMessage, type ParkingMessageParams } from '../../../src/protocol/parking-messages';
import { refusedWith } from './answers';

export type ParkingRefusal = ApiEnvelope<{ problem: ParkingProblem }>;

export function parkingRefusal(code: ParkingProblem['code'], params: ParkingMessageParams = {}): ParkingRefusal {
  return refusedWith(parkingMessage(code, params), { problem: { code, params: { ...params } } });
}

export type PaymentProblemCode = PaymentProblem['code'];
export type PaymentRefusal = ApiEnvelope<{ problem: PaymentProblem }>;

export function paymentRefusal(code: PaymentProblemCode, params: Readonly<Record<string, number>> = {}): PaymentRefusal {
  return refusedWith(parkingMessage(code, params), { problem: { code, params: { ...params } } });
}
