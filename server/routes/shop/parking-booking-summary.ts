import type { FastifyInstance } from 'fastify';
import type { ParkingBookingSummaryRequest } from '../../../src/generated/api/parking-booking-summary.request';
import type { ParkingBookingSummaryResponse } from '../../../src/generated/api/parking-booking-summary.response';
import { sessionOf } from '../../http/account-session';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ParkingServices } from '../../services/parking/parking-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

export function registerParkingBookingSummaryRoute(
  scope: FastifyInstance,
  accounts: AccountServices,
  parking: ParkingServices,
): void {
  scope.post<{ Body: ParkingBookingSummaryRequest }>(
    '/ticket/bookingSummary',
    authenticatedShopRoute(accounts, {
      summary: "The signed-in customer's parking bookings",
      schemaName: 'parking-booking-summary',
    }),
    async (request): Promise<ParkingBookingSummaryResponse> => parking.summary(sessionOf(request), request.body),
  );
}
