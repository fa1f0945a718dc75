import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import type { LayoutFrameSpec } from './layout-frame';

/** The routed screen, in the layout's content width. */
export function PageContent({ maxWidth, dense = false }: { maxWidth: LayoutFrameSpec['maxWidth']; dense?: boolean }) {
  return (
    <Box component="main" sx={{ flex: 1, pb: dense ? 1 : 4 }}>
      <Box sx={{ mx: 'auto', px: dense ? 1.5 : { xs: 2, sm: 3 }, maxWidth: (theme) => (maxWidth ? theme.breakpoints.values[maxWidth] : 'none') }}>
        <Suspense fallback={<SectionSkeleton height={160} />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
