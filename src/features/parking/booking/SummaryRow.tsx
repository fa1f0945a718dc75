import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SummaryRowProps {
  label: ReactNode;
  children: ReactNode;
  /** Totals. */
  strong?: boolean;
  /** A line drawn above the row (a <dl> may hold only its rows, so no <hr> between them). */
  separated?: boolean;
  /** A smaller second line under the label, inside its <dt>. */
  note?: ReactNode;
  testId?: string;
  /** An amount: kept on one line, the label wraps instead ('$18.00', never '$18.' over '00'). */
  nowrap?: boolean;
}

/** A label and its value on one line of a definition list (a <div> holding one <dt> and one <dd>). */
export function SummaryRow({
  label,
  children,
  strong = false,
  separated = false,
  note,
  testId,
  nowrap = false,
}: SummaryRowProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 0.5,
        ...(separated ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 } : {}),
      }}
      data-testid={testId}
    >
      <Typography
        component="dt"
        variant={strong ? 'subtitle1' : 'body2'}
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
        {note && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {note}
          </Typography>
        )}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{
          m: 0,
          textAlign: 'right',
          fontWeight: strong ? 700 : 500,
          fontVariantNumeric: 'tabular-nums',
          ...(nowrap ? { whiteSpace: 'nowrap', flexShrink: 0 } : { overflowWrap: 'anywhere' }),
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}
