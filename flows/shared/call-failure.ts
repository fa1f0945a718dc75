import { messageOf, type Message } from '../../src/protocol/message';

/**
 * The message a flow shows when one of its calls fails (docs/rules.md#one-message): none when the
 * API client has already told the customer (a transport failure it notified: 'System error' for a
 * 500, 'Login expired' once for a 401...), so a failure never shows two messages; 'Connection
 * failed' for any other failure, which nobody has reported yet.
 */
export function callFailureMessage(error: unknown): Message | null {
  const problem = serverProblemOf(error);
  if (problem) return problem;
  return wasNotified(error) ? null : messageOf('CONNECTION_FAILED');
}

/**
 * The reason the server gave when it answered the request itself with an HTTP 4xx (ApiError.problem:
 * 'A field of the request is missing or not valid' for a malformed id): what the flow shows instead
 * of 'Connection failed', the client having left it to the flow. Null for any other failure.
 */
export function serverProblemOf(error: unknown): Message | null {
  if (typeof error !== 'object' || error === null) return null;
  const problem = (error as { problem?: unknown }).problem;
  return typeof problem === 'object' && problem !== null && typeof (problem as Message).code === 'string'
    ? (problem as Message)
    : null;
}

/** The client marks the errors it has notified (ApiError.notified); flows cannot import src/api. */
function wasNotified(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { notified?: unknown }).notified === true;
}
