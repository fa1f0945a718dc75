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

// The staff screens' large targets are defined beside the shared sign-in form, which uses them too.
export { BIG_TARGET } from '../../components/staff-login/targets';
