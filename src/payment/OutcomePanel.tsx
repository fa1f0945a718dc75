import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface OutcomePanelProps {
  /** Omitted when the message says it all. */
  title?: string;
  /** The machine's message (MessageAlert) and any explanation. */
  children?: ReactNode;
  /** The buttons, the main one first. */
  actions: ReactNode;
}

/** An outcome that needs the payer's choice: failed, abandoned, unconfirmed, order not sent. */
export function OutcomePanel({ title, children, actions }: OutcomePanelProps) {
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      {title !== undefined && (
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
      )}
      {children}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions}
      </Stack>
    </Stack>
  );
}
