import { lazy, Suspense, useEffect, useState } from 'react';
import type { LayoutName } from '../generated/tenant';
import { useLocation } from 'react-router';
import { LAYOUT_LANDING, layoutHref } from '../lib/route-table';
import { useOnline } from './use-online';
import { KeepPassesOnPhone } from '../queries/KeepPassesOnPhone';

const OfflineBar = lazy(() => import('./OfflineBar'));
const UpdatePrompt = lazy(() => import('./UpdatePrompt'));
const InstallBanner = lazy(() => import('./InstallBanner'));

/** Layouts a customer installs (embed is framed inside other sites: it registers no worker). */
const INSTALLABLE: readonly LayoutName[] = ['shop', 'app', 'company'];
/**
 * The installed app's part of a shop layout (loaded once the page has settled, see
 * OfflineHostLoader): registers the service worker for this shop and layout, offers a waiting new
 * version, says so while the phone is offline, and on the layout's landing page offers to install
 * the app (one of these at a time at the foot of the page). In a layout a customer installs, every
 * upcoming pass is kept on the phone once they are signed in online (KeepPassesOnPhone).
 */
export default function OfflineHost({ layout, shopCode }: { layout: LayoutName; shopCode: string }) {
  const online = useOnline();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  const { pathname } = useLocation();
  const installable = INSTALLABLE.includes(layout);
  const landing = LAYOUT_LANDING[layout];
  const onLanding =
    installable &&
    landing !== null &&
    pathname.replace(/\/+$/, '').toLowerCase() === layoutHref(layout, shopCode, landing).toLowerCase();

  useEffect(() => {
    if (!import.meta.env.PROD || !installable || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | null = null;
    let active = true;
    import('./service-worker-client')
      .then(({ registerServiceWorker }) => {
        if (active)
          stop = registerServiceWorker(`${layoutHref(layout, shopCode, '')}/`, (apply) => setApplyUpdate(() => apply));
      })
      .catch((error: unknown) => console.warn('[offline] could not load the service worker client', error));
    return () => {
      active = false;
      stop?.();
    };
  }, [installable, layout, shopCode]);

  return (
    <Suspense fallback={null}>
      {installable && <KeepPassesOnPhone />}
      {!online && <OfflineBar />}
      {applyUpdate && <UpdatePrompt onReload={applyUpdate} />}
      {online && !applyUpdate && onLanding && <InstallBanner />}
    </Suspense>
  );
}
