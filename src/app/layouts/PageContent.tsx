import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import type { LayoutFrameSpec } from './layout-frame';

interface PageContentProps {
  maxWidth: LayoutFrameSpec['maxWidth'];
  dense?: boolean;
  /** The routed screen. */
  children: ReactNode;
}

/**
 * The routed screen, in the layout's content width; a placeholder while its code loads. At least a
 * screen tall, so the footer starts below the first screen: a screen whose data arrives after the
 * first paint grows without pushing a visible footer down (a layout shift; Lighthouse counted 0.24
 * of it on the shop home: docs/architecture.md#first-download).
 */
export function PageContent({ maxWidth, dense = false, children }: PageContentProps) {
  return (
    <Box component="main" sx={{ flex: 1, minHeight: '100vh', pb: dense ? 1 : 4 }}>
      <Box
        sx={{
          mx: 'auto',
          px: dense ? 1.5 : { xs: 2, sm: 3 },
          maxWidth: (theme) => (maxWidth ? theme.breakpoints.values[maxWidth] : 'none'),
        }}
      >
        <Suspense fallback={<SectionSkeleton height={160} />}>{children}</Suspense>
      </Box>
    </Box>
  );
}
