import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the staff screens: one column as wide as a tablet allows, with large targets. */
export function StaffFrame({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, sm: 4 }, px: { xs: 0, sm: 2 } }} data-testid={testId}>
      <Typography component="h1" variant="h4" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Buttons and fields of the staff screens: at least 56 px tall, for fingers at a counter. */
export const BIG_TARGET = { minHeight: 56, fontSize: '1.1rem' } as const;
