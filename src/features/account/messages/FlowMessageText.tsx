import type { FlowMessage } from '../../../../flows/account-messages';
import { useFlowMessageText } from './use-flow-message-text';

/** A flow's message as plain text (inside an Alert that has actions of its own). */
export function FlowMessageText({ message }: { message: FlowMessage | null }) {
  const textOf = useFlowMessageText();
  return message ? <>{textOf(message)}</> : null;
}
