import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ScreenHeading } from '../../../components/ScreenHeading';

/** The frame of the booking screens: one narrow column under the screen's heading, as the account screens. */
export function BookingFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', pb: 3 }}>
      <ScreenHeading>{title}</ScreenHeading>
      {children}
    </Box>
  );
}
