import { lazy, Suspense, useEffect, useState } from 'react';
import type { LayoutName } from '../generated/tenant';
import { OFFLINE_HOST_AFTER_LOAD_MS } from './after-settle';

const OfflineHost = lazy(() => import('./OfflineHost'));

function afterPageSettled(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(run, OFFLINE_HOST_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
  };
}

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
