/** The refusal answer of every parking call: rtn 0, the English dispMsg, and the problem to translate. */
import type { ParkingProblem } from '../../../src/generated/api/parking-problem';
import type { ApiEnvelope } from '../../../src/protocol';
import { parkingMessage, type ParkingMessageParams } from '../../../src/protocol/parking-messages';
import { refusedWith } from '../shared/answers';

export type ParkingRefusal = ApiEnvelope<{ problem: ParkingProblem }>;

export function parkingRefusal(code: ParkingProblem['code'], params: ParkingMessageParams = {}): ParkingRefusal {
  return refusedWith(parkingMessage(code, params), { problem: { code, params: { ...params } } });
}
