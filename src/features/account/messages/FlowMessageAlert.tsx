import Alert, { type AlertColor } from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { FlowMessage } from '../../../../flows/account-messages';
import { attemptsLeftHint } from './flow-message-text';
import { useFlowMessageText } from './use-flow-message-text';

interface FlowMessageAlertProps {
  message: FlowMessage | null;
  severity?: AlertColor;
}

/** A flow's message above its form (role alert, so screen readers hear it at once); nothing without one. */
export function FlowMessageAlert({ message, severity = 'error' }: FlowMessageAlertProps) {
  const { t } = useTranslation('account');
  const textOf = useFlowMessageText();
  if (!message) return null;
  const attemptsLeft = attemptsLeftHint(message);
  return (
    <Alert severity={severity} role="alert" data-testid="flow-message" sx={{ alignItems: 'center' }}>
      {textOf(message)}
      {attemptsLeft !== null && ` · ${t('hint.attemptsLeft', { count: attemptsLeft })}`}
    </Alert>
  );
}
