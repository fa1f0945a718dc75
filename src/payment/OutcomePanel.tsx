import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

interface OutcomePanelProps {
  /** Omitted when the message says it all. */
  title?: string;
  /** The machine's message (MessageAlert) and any explanation. */
  children?: ReactNode;
  /** The buttons, the main one first. */
  actions: ReactNode;
}

/**
 * An outcome that needs the payer's choice: failed, abandoned, unconfirmed, order not sent. It is
 * brought into view when it appears: the payer is still scrolled to where the Pay button was, below it.
 */
export function OutcomePanel({ title, children, actions }: OutcomePanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Stack ref={panel} spacing={2} sx={{ py: 1, scrollMarginTop: 72 }}>
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
