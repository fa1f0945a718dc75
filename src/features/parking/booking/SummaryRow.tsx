import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A label and its value on one line of a definition list; `strong` for totals. */
export function SummaryRow({ label, children, strong = false, testId }: { label: ReactNode; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.5 }} data-testid={testId}>
      <Typography component="dt" variant={strong ? 'subtitle1' : 'body2'} color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 500, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Typography>
    </Box>
  );
}
