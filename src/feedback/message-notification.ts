import { TRANSPORT_MESSAGES, type TransportMessage } from '../protocol/transport-messages';
import type { FeedbackText } from './feedback-text';

/**
 * A message the app's frame shows by itself (the API client's failures, the session's end) as a
 * notification's text: its code in the `messages` namespace, its English as the fallback when no
 * locale file can be had (offline before the first one was cached).
 */
export function messageNotification(message: TransportMessage): FeedbackText {
  return { key: `messages:${message.code}`, defaultValue: TRANSPORT_MESSAGES[message.code] };
}
