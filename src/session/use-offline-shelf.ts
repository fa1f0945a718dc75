import { useMemo } from 'react';
import { offlineStore, type OfflineShelf } from '../offline/offline-store';
import { useTenant } from '../tenant/use-tenant';
import { useSession } from './use-session';

/**
 * The offline shelf of the account signed in on this phone for the current tenant, or null (read again
 * as the session changes). In src/session, which uses src/offline, not the other way round.
 */
export function useOfflineShelf(): OfflineShelf | null {
  const tenantId = useTenant().bundle.tenant.id;
  const status = useSession().status;
  return useMemo(() => (status === 'loggedOut' ? null : offlineStore.currentShelf(tenantId)), [tenantId, status]);
}
