/**
 * The response envelope of every API call (docs/rules.md#response-envelope):
 * rtn > 0 is success; rtn <= 0 is a business refusal whose dispMsg is shown to the user, and
 * whose problem names the message's code (src/protocol/messages.ts) so it can be shown translated.
 */
import type { Problem } from '../generated/api/problem';
import { englishText, MESSAGES } from './messages';
import { type MessageCode, type MessageParams } from './message';

export interface ApiResultHeader {
  rtn: number;
  dispMsg?: string;
}

export type ApiEnvelope<T extends object = Record<never, never>> = {
  success: boolean;
  result: ApiResultHeader & T;
};

/** The server's login rtn that flags the login special case (docs/rules.md#login-outcomes). */
export const LOGIN_SPECIAL_CASE_CODE = -821009;

/** The rtn of a plain success. */
export const RTN_OK = 1;
/** The rtn of a plain refusal. */
export const RTN_REFUSED = 0;

export function ok<T extends object>(data: T, rtn: number = RTN_OK): ApiEnvelope<T> {
  if (!(Number.isInteger(rtn) && rtn > 0)) throw new RangeError(`a success rtn must be a positive integer, got ${rtn}`);
  return { success: true, result: { ...data, rtn } };
}

/** What every answer with rtn <= 0 carries beside dispMsg: the message's code, to show it in the user's language. */
export type WithProblem<T extends object = Record<never, never>> = T & { problem: Problem };

/** An answer with rtn <= 0, whatever else it carries. */
export type Refusal = ApiEnvelope<WithProblem>;

function refusalRtn(rtn: number): number {
  if (!(Number.isInteger(rtn) && rtn <= 0)) throw new RangeError(`a refusal rtn must be an integer <= 0, got ${rtn}`);
  return rtn;
}

/**
 * A business refusal: the call was handled, and the answer is no. dispMsg is the English of the
 * message `code` (with `params` filled in) and problem the code itself; `data` goes beside them
 * (e.g. retryAfterSeconds).
 */
export function refused<T extends object = Record<never, never>>(
  code: MessageCode,
  params: MessageParams = {},
  options: { rtn?: number; data?: T } = {},
): ApiEnvelope<WithProblem<T>> {
  const rtn = refusalRtn(options.rtn ?? RTN_REFUSED);
  const data = options.data ?? ({} as T);
  return {
    success: true,
    result: { ...data, rtn, dispMsg: englishText({ code, params }), problem: { code, params: { ...params } } },
  };
}

/**
 * The call itself failed (success false): a login whose user name and password do not match
 * (docs/rules.md#login-outcomes), or an HTTP error. `detail` replaces the code's English when it says more
 * (the field a malformed payload got wrong).
 */
export function failed(code: MessageCode, options: { rtn?: number; detail?: string } = {}): ApiEnvelope<WithProblem> {
  const rtn = refusalRtn(options.rtn ?? RTN_REFUSED);
  return { success: false, result: { rtn, dispMsg: options.detail ?? MESSAGES[code], problem: { code, params: {} } } };
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
