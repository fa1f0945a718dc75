import { lazy, Suspense, useEffect, useState } from 'react';
import type { LayoutName } from '../generated/tenant';
import { afterPageSettled } from './after-settle';

const OfflineHost = lazy(() => import('./OfflineHost'));

/**
 * Loads the installed app's part of a shop layout (service worker registration, update prompt,
 * offline bar: src/offline/OfflineHost.tsx) once the page has settled: none of it is part of a
 * route's first download (docs/installable-app.md#loading).
 */
export function OfflineHostLoader({ layout, shopCode }: { layout: LayoutName; shopCode: string }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterPageSettled(() => setSettled(true)), []);
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <OfflineHost layout={layout} shopCode={shopCode} />
    </Suspense>
  );
}
