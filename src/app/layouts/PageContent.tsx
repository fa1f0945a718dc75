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

/** The routed screen, in the layout's content width; a placeholder while its code loads. */
export function PageContent({ maxWidth, dense = false, children }: PageContentProps) {
  return (
    <Box component="main" sx={{ flex: 1, pb: dense ? 1 : 4 }}>
      <Box sx={{ mx: 'auto', px: dense ? 1.5 : { xs: 2, sm: 3 }, maxWidth: (theme) => (maxWidth ? theme.breakpoints.values[maxWidth] : 'none') }}>
        <Suspense fallback={<SectionSkeleton height={160} />}>
          {children}
        </Suspense>
      </Box>
    </Box>
  );
}
