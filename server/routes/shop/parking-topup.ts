import type { FastifyInstance } from 'fastify';
import type { ParkingTopupRequest } from '../../../src/generated/api/parking-topup.request';
import type { ParkingTopupResponse } from '../../../src/generated/api/parking-topup.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ParkingServices } from '../../services/parking/parking-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

export function registerParkingTopupRoute(
  scope: FastifyInstance,
  accounts: AccountServices,
  parking: ParkingServices,
): void {
  scope.post<{ Body: ParkingTopupRequest }>(
    '/parking/bookingTopup',
    authenticatedShopRoute(accounts, {
      summary: 'Top up a paid booking: quote (quote: true) or start paying for a later exit',
      schemaName: 'parking-topup',
    }),
    async (request): Promise<ParkingTopupResponse> =>
      parking.topUp(requireShop(request), sessionOf(request), request.body),
  );
}
