import { messageOf, type Message, type MessageCode } from '../protocol/message';
import { refusalMessage, type RefusalResult } from '../protocol/message-codes';
import type { ApiEnvelope } from '../protocol/response';

/** A read the server answered with a refusal (rtn <= 0, or success false): an answer to show, never asked again by itself. */
export class RefusedRead extends Error {
  override readonly name = 'RefusedRead';
  constructor(readonly result: RefusalResult) {
    super('the server refused the read');
  }
}

/** The result of an accepted answer; a refusal rejects the read with RefusedRead (its result carries the server's problem). */
export function acceptedResult<R extends object>(reply: ApiEnvelope<R>): ApiEnvelope<R>['result'] {
  if (reply.success && reply.result.rtn > 0) return reply.result;
  throw new RefusedRead(reply.result as RefusalResult);
}

/** The refusal's result when `error` is one (for its message); null for a failure the client has reported. */
export function refusalOf(error: unknown): RefusalResult | null {
  return error instanceof RefusedRead ? error.result : null;
}

/**
 * What to tell the user about a failed read or call: the server's refusal in the catalogue's words
 * (`fallback` when it named no known problem), else that the connection failed.
 */
export function failureMessage(error: unknown, fallback: MessageCode): Message {
  const refusal = refusalOf(error);
  return refusal ? refusalMessage(refusal, fallback) : messageOf('CONNECTION_FAILED');
}
