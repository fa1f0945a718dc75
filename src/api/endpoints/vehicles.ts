import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import type { AccountVehiclesResult } from '../../generated/api/account-vehicles.response';
import type { AccountVehicleAddRequest } from '../../generated/api/account-vehicle-add.request';

/** My spots' saved vehicles on the cloud base (docs/customer-places.md#my-spots), with the customer's session. */
export const VEHICLE_PATHS = {
  list: '/account/vehicles',
  add: '/account/vehicle/add',
  remove: '/account/vehicle/delete',
} as const;

export function loadVehicles(cloud: ApiClient, signal?: AbortSignal): Promise<ApiEnvelope<AccountVehiclesResult>> {
  return cloud.post<AccountVehiclesResult>(VEHICLE_PATHS.list, {}, signal ? { signal } : {});
}

export function addVehicle(
  cloud: ApiClient,
  request: AccountVehicleAddRequest,
): Promise<ApiEnvelope<AccountVehiclesResult>> {
  return cloud.post<AccountVehiclesResult>(VEHICLE_PATHS.add, request);
}

export function removeVehicle(cloud: ApiClient, vehicleId: string): Promise<ApiEnvelope<AccountVehiclesResult>> {
  return cloud.post<AccountVehiclesResult>(VEHICLE_PATHS.remove, { vehicleId });
}
