import { useEffect } from 'react';
import { offlineStore } from '../offline/offline-store';
import { useOnline } from '../offline/use-online';
import { useSession } from '../session/use-session';
import { useTenant } from '../tenant/use-tenant';
import { keepUpcomingOnPhone } from './offline-bookings';

/** Tells the offline bar that the passes on the phone changed (it names them). */
export const PASSES_KEPT_EVENT = 'kerbside:passes-kept';

/**
 * Keeps every upcoming pass on the phone as soon as the customer is signed in online
 * (docs/installable-app.md#offline-passes): at sign-in, when a signed-in app opens, and when the
 * phone reconnects. Renders nothing.
 */
export function KeepPassesOnPhone() {
  const { bundle } = useTenant();
  const loggedIn = useSession().status === 'loggedIn';
  const online = useOnline();
  const { quietShop, quietCloud } = bundle.api;
  const tenantId = bundle.tenant.id;
  useEffect(() => {
    if (!loggedIn || !online) return;
    const shelf = offlineStore.currentShelf(tenantId);
    if (!shelf) return;
    void keepUpcomingOnPhone(quietShop, quietCloud, shelf, Math.floor(Date.now() / 1000)).then(() =>
      window.dispatchEvent(new Event(PASSES_KEPT_EVENT)),
    );
  }, [loggedIn, online, quietShop, quietCloud, tenantId]);
  return null;
}
