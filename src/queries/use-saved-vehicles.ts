import { useCallback, useMemo } from 'react';
import { loadVehicles } from '../api/endpoints/vehicles';
import type { SavedVehicle } from '../generated/api/account-vehicles.response';
import { useTenant } from '../tenant/use-tenant';
import { customerKeys } from './query-keys';
import { useAccountList } from './use-account-list';

/**
 * The customer's saved vehicles (My spots, docs/customer-places.md#my-spots), read for the parking
 * checkout's plate. The same query as My spots, so a vehicle saved there is offered at once.
 */
export function useSavedVehicles() {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  const load = useCallback((signal: AbortSignal) => loadVehicles(cloud, signal), [cloud]);
  const tenantId = bundle.tenant.id;
  const key = useMemo(() => customerKeys.vehicles(tenantId), [tenantId]);
  return useAccountList(key, load, (result) => result.vehicles as SavedVehicle[] | undefined);
}
