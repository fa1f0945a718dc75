import type { ApiEnvelope } from '../../../src/protocol';

/** The answer of a step that either lets the flow go on with a value or ends it with an envelope. */
export type Step<T> = { ok: true; value: T } | { ok: false; answer: ApiEnvelope<object> };

export const proceed = <T>(value: T): Step<T> => ({ ok: true, value });
export const stop = (answer: ApiEnvelope<object>): Step<never> => ({ ok: false, answer });
