import Alert, { type AlertColor } from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** A booking message above its action (role alert, so screen readers hear it at once); nothing without one. */
export function BookingMessageAlert({
  children,
  severity = 'error',
  action,
}: {
  children: string | null;
  severity?: AlertColor;
  action?: ReactNode;
}) {
  if (children === null || children === '') return null;
  return (
    <Alert severity={severity} role="alert" data-testid="flow-message" action={action} sx={{ alignItems: 'center' }}>
      {children}
    </Alert>
  );
}
