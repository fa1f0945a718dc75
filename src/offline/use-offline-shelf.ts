import { useMemo } from 'react';
import { useSession } from '../session/use-session';
import { useTenant } from '../tenant/use-tenant';
import { offlineStore, type OfflineShelf } from './offline-store';

/** The offline shelf of the account signed in on this phone for the current tenant, or null (read again as the session changes). */
export function useOfflineShelf(): OfflineShelf | null {
  const tenantId = useTenant().bundle.tenant.id;
  const status = useSession().status;
  return useMemo(() => (status === 'loggedOut' ? null : offlineStore.currentShelf(tenantId)), [tenantId, status]);
}
