import { lazy, Suspense, useEffect, useState } from 'react';
import type { LayoutName } from '../generated/tenant';
import { layoutHref } from '../lib/route-table';
import { useOnline } from './use-online';

const OfflineBar = lazy(() => import('./OfflineBar'));
const UpdatePrompt = lazy(() => import('./UpdatePrompt'));

/** Layouts a customer installs (embed is framed inside other sites: it registers no worker). */
const INSTALLABLE: readonly LayoutName[] = ['shop', 'app', 'company'];
/** The worker is registered this long after the page's load event, so it never competes with the first screen. */
export const REGISTER_AFTER_LOAD_MS = 3000;

function afterPageSettled(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(run, REGISTER_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
  };
}

/**
 * The installed app's part of a shop layout: registers the service worker for this shop and layout
 * (lazily), offers a waiting new version, and says so while the phone is offline.
 */
export function OfflineHost({ layout, shopCode }: { layout: LayoutName; shopCode: string }) {
  const online = useOnline();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !INSTALLABLE.includes(layout) || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | null = null;
    let active = true;
    const cancel = afterPageSettled(() => {
      import('./service-worker-client')
        .then(({ registerServiceWorker }) => {
          if (active) stop = registerServiceWorker(`${layoutHref(layout, shopCode, '')}/`, (apply) => setApplyUpdate(() => apply));
        })
        .catch((error: unknown) => console.warn('[offline] could not load the service worker client', error));
    });
    return () => {
      active = false;
      cancel();
      stop?.();
    };
  }, [layout, shopCode]);

  return (
    <Suspense fallback={null}>
      {!online && <OfflineBar />}
      {applyUpdate && <UpdatePrompt onReload={applyUpdate} />}
    </Suspense>
  );
}
