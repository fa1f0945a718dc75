/**
 * The response envelope of every API call (docs/rules.md#response-envelope):
 * rtn > 0 is success; rtn <= 0 is a business refusal whose dispMsg is shown to the user.
 */
export interface ApiResultHeader {
  rtn: number;
  dispMsg?: string;
}

export type ApiEnvelope<T extends object = Record<never, never>> = {
  success: boolean;
  result: ApiResultHeader & T;
};

/** The rtn of a plain success. */
export const RTN_OK = 1;
/** The rtn of a plain refusal. */
export const RTN_REFUSED = 0;

export function ok<T extends object>(data: T, rtn: number = RTN_OK): ApiEnvelope<T> {
  if (!(Number.isInteger(rtn) && rtn > 0)) throw new RangeError(`a success rtn must be a positive integer, got ${rtn}`);
  return { success: true, result: { ...data, rtn } };
}

/** A business refusal: the call was handled, and the answer is no (dispMsg is shown). */
export function refused(dispMsg: string, rtn: number = RTN_REFUSED): ApiEnvelope {
  if (!(Number.isInteger(rtn) && rtn <= 0)) throw new RangeError(`a refusal rtn must be an integer <= 0, got ${rtn}`);
  return { success: true, result: { rtn, dispMsg } };
}

/**
 * The call itself failed (success false), e.g. a login whose user name and password do not
 * match (docs/rules.md#login-outcomes); dispMsg is optional.
 */
export function failed(dispMsg?: string, rtn: number = RTN_REFUSED): ApiEnvelope {
  if (!(Number.isInteger(rtn) && rtn <= 0)) throw new RangeError(`a failure rtn must be an integer <= 0, got ${rtn}`);
  return { success: false, result: dispMsg === undefined ? { rtn } : { rtn, dispMsg } };
}

/** True when the server did what was asked: success and rtn > 0. */
export function isAccepted(envelope: ApiEnvelope): boolean {
  return envelope.success && envelope.result.rtn > 0;
}

/**
 * Shape check of a parsed response body. The data fields beside rtn and dispMsg are not
 * checked here: they are the endpoint's business.
 */
export function isEnvelope(value: unknown): value is ApiEnvelope<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) return false;
  const { success, result } = value as { success?: unknown; result?: unknown };
  if (typeof success !== 'boolean' || typeof result !== 'object' || result === null || Array.isArray(result)) {
    return false;
  }
  const { rtn, dispMsg } = result as { rtn?: unknown; dispMsg?: unknown };
  return typeof rtn === 'number' && Number.isInteger(rtn) && (dispMsg === undefined || typeof dispMsg === 'string');
}
