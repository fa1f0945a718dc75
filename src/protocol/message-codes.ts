/**
 * Which codes are the catalogue's: a server's `problem` is a message of this client only when its
 * code is one of them. The list is generated from the API schema (src/generated/api/message-codes.ts),
 * so a screen checks a code without downloading the catalogue's text; it is apart from ./message,
 * which the app's frame uses, so the frame does not carry the list either
 * (docs/architecture.md#message-catalogue).
 */
import { MESSAGE_CODES } from '../generated/api/message-codes';
import { messageOf, type Message, type MessageCode } from './message';

export { MESSAGE_CODES };

const CODES: ReadonlySet<string> = new Set(MESSAGE_CODES);

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && CODES.has(value);
}

/** What a refusal's result may carry: the server's problem (a backend of another make may send none). */
export interface RefusalResult {
  problem?: { code: string; params?: Readonly<Record<string, number>> };
}

/**
 * The message of a refusal (rtn <= 0): the `problem` the server sent when it is a code of the
 * catalogue, else `fallback` (a server without problem codes, or one newer than this client).
 */
export function refusalMessage(result: RefusalResult, fallback: MessageCode | Message): Message {
  const { problem } = result;
  if (problem && isMessageCode(problem.code)) return messageOf(problem.code, problem.params);
  return typeof fallback === 'string' ? messageOf(fallback) : fallback;
}
