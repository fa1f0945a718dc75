import { RTN_REFUSED, type ApiEnvelope } from '../../../src/protocol';

/**
 * A business refusal that carries data beside dispMsg (e.g. retryAfterSeconds), which
 * src/protocol's refused() does not.
 */
export function refusedWith<T extends object>(dispMsg: string, data: T, rtn: number = RTN_REFUSED): ApiEnvelope<T> {
  if (!(Number.isInteger(rtn) && rtn <= 0)) throw new RangeError(`a refusal rtn must be an integer <= 0, got ${rtn}`);
  return { success: true, result: { ...data, rtn, dispMsg } };
}

/** The answer of a step that either lets the flow go on with a value or ends it with an envelope. */
export type Step<T> = { ok: true; value: T } | { ok: false; answer: ApiEnvelope<object> };

export const proceed = <T>(value: T): Step<T> => ({ ok: true, value });
export const stop = (answer: ApiEnvelope<object>): Step<never> => ({ ok: false, answer });
