import { lazy, Suspense, useEffect, useState } from 'react';
import type { LayoutName } from '../generated/tenant';
import { layoutHref } from '../lib/route-table';
import { useOnline } from './use-online';

const OfflineBar = lazy(() => import('./OfflineBar'));
const UpdatePrompt = lazy(() => import('./UpdatePrompt'));

/** Layouts a customer installs (embed is framed inside other sites: it registers no worker). */
const INSTALLABLE: readonly LayoutName[] = ['shop', 'app', 'company'];
/**
 * The installed app's part of a shop layout (loaded once the page has settled, see
 * OfflineHostLoader): registers the service worker for this shop and layout, offers a waiting new
 * version, and says so while the phone is offline.
 */
export default function OfflineHost({ layout, shopCode }: { layout: LayoutName; shopCode: string }) {
  const online = useOnline();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !INSTALLABLE.includes(layout) || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | null = null;
    let active = true;
    import('./service-worker-client')
      .then(({ registerServiceWorker }) => {
        if (active) stop = registerServiceWorker(`${layoutHref(layout, shopCode, '')}/`, (apply) => setApplyUpdate(() => apply));
      })
      .catch((error: unknown) => console.warn('[offline] could not load the service worker client', error));
    return () => {
      active = false;
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
