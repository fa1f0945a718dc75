import Paper, { type PaperProps } from '@mui/material/Paper';
import { forwardRef, Suspense } from 'react';
import { SectionSkeleton } from './SectionSkeleton';

/**
 * Every dialog's paper (the theme's MuiDialog PaperComponent), with a Suspense boundary inside.
 * A step of an open dialog that suspends (its texts not yet loaded, say the payment step of a
 * wallet top-up resumed after a provider's page) would otherwise suspend the screen's boundary, and
 * React hides that boundary's portals too: the dialog would vanish while MUI keeps the page behind
 * it aria-hidden, leaving the customer (and a screen reader) nothing to use. Here only the dialog's
 * inside waits, in its place.
 */
export const DialogPaper = forwardRef<HTMLDivElement, PaperProps>(function DialogPaper({ children, ...props }, ref) {
  return (
    <Paper ref={ref} {...props}>
      <Suspense fallback={<SectionSkeleton height={160} />}>{children}</Suspense>
    </Paper>
  );
});
