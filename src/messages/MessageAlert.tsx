import Alert, { type AlertColor } from '@mui/material/Alert';
import type { ReactNode } from 'react';
import type { Message } from '../protocol/message';
import { useMessageText } from './use-message-text';

interface MessageAlertProps {
  /** A flow's message (context.message); nothing is shown without one. */
  message: Message | null;
  severity?: AlertColor;
  /** Buttons beside the text (retry, another way on). */
  action?: ReactNode;
}

/**
 * A flow's message in the customer's language, above the form or action it is about. Errors and
 * warnings are announced at once (role alert); information politely (role status).
 */
export function MessageAlert({ message, severity = 'error', action }: MessageAlertProps) {
  const textOf = useMessageText();
  // Nothing until the message's text has arrived (it loads with the first message shown).
  const text = message === null ? '' : textOf(message);
  if (text === '') return null;
  const role = severity === 'error' || severity === 'warning' ? 'alert' : 'status';
  return (
    <Alert severity={severity} role={role} action={action} data-testid="flow-message" sx={{ alignItems: 'center' }}>
      {text}
    </Alert>
  );
}
