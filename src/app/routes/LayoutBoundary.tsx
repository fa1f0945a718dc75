import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BootSplash } from '../../components/BootSplash';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Around a layout: the boot splash (no theme, no text) while its tenant, language or code loads,
 * and RouteErrorScreen when it fails. Another page clears the error.
 */
export function LayoutBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<BootSplash />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
