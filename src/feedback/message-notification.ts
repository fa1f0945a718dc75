import { englishText, type Message } from '../protocol/messages';
import type { FeedbackText } from './feedback-text';

/** A message of the catalogue as a notification's text: its code in the `messages` namespace, its English as the fallback. */
export function messageNotification(message: Message): FeedbackText {
  return { key: `messages:${message.code}`, ...(message.params ? { values: { ...message.params } } : {}), defaultValue: englishText(message) };
}
