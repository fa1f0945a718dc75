import { messageOf, type Message } from '../../src/protocol/message';

/**
 * The message a flow shows when one of its calls fails (docs/rules.md#one-message): none when the
 * API client has already told the customer (a transport failure it notified: 'System error' for a
 * 500, 'Login expired' once for a 401...), so a failure never shows two messages; 'Connection
 * failed' for any other failure, which nobody has reported yet.
 */
export function callFailureMessage(error: unknown): Message | null {
  return wasNotified(error) ? null : messageOf('CONNECTION_FAILED');
}

/** The client marks the errors it has notified (ApiError.notified); flows cannot import src/api. */
function wasNotified(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { notified?: unknown }).notified === true;
}
