/** My spots' saved vehicles (docs/customer-places.md#my-spots): the signed-in customer's own, on the cloud base. */
import type { FastifyInstance } from 'fastify';
import type { AccountVehicleAddRequest } from '../../../src/generated/api/account-vehicle-add.request';
import type { AccountVehicleDeleteRequest } from '../../../src/generated/api/account-vehicle-delete.request';
import { sessionOf } from '../../http/account-session';
import type { AccountServices } from '../../services/accounts/account-services';
import { authenticatedAccountRoute } from './account-authenticated-route';

export function registerAccountVehicleRoutes(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post(
    '/account/vehicles',
    authenticatedAccountRoute(accounts, {
      summary: "The signed-in customer's saved vehicles (My spots)",
      schemaName: 'account-vehicles',
    }),
    async (request) => accounts.savedVehicles(sessionOf(request)),
  );
  scope.post<{ Body: AccountVehicleAddRequest }>(
    '/account/vehicle/add',
    authenticatedAccountRoute(accounts, {
      summary: 'Save a vehicle under My spots (at most 5)',
      schemaName: 'account-vehicle-add',
    }),
    async (request) => accounts.saveVehicle(sessionOf(request), request.body),
  );
  scope.post<{ Body: AccountVehicleDeleteRequest }>(
    '/account/vehicle/delete',
    authenticatedAccountRoute(accounts, {
      summary: "Remove one of the customer's saved vehicles",
      schemaName: 'account-vehicle-delete',
    }),
    async (request) => accounts.removeVehicle(sessionOf(request), request.body),
  );
}
