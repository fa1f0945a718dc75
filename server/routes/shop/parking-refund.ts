import type { FastifyInstance } from 'fastify';
import type { ParkingRefundRequest } from '../../../src/generated/api/parking-refund.request';
import type { ParkingRefundResponse } from '../../../src/generated/api/parking-refund.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ParkingServices } from '../../services/parking/parking-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

export function registerParkingRefundRoutes(
  scope: FastifyInstance,
  accounts: AccountServices,
  parking: ParkingServices,
): void {
  // dpsRefund: the legacy second refund path (DPS is the legacy card provider); the same call.
  for (const path of ['/parking/bookingRefund', '/parking/dpsRefund']) {
    scope.post<{ Body: ParkingRefundRequest }>(
      path,
      authenticatedShopRoute(accounts, {
        summary: 'Cancel a booking before entry: quote the refund (quote: true), or cancel and refund it',
        schemaName: 'parking-refund',
      }),
      async (request): Promise<ParkingRefundResponse> =>
        parking.refund(requireShop(request), sessionOf(request), request.body),
    );
  }
}
