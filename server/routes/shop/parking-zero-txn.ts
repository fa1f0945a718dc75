import type { FastifyInstance } from 'fastify';
import type { ParkingZeroTxnRequest } from '../../../src/generated/api/parking-zero-txn.request';
import type { ParkingZeroTxnResponse } from '../../../src/generated/api/parking-zero-txn.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ParkingServices } from '../../services/parking/parking-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

export function registerParkingZeroTxnRoute(
  scope: FastifyInstance,
  accounts: AccountServices,
  parking: ParkingServices,
): void {
  scope.post<{ Body: ParkingZeroTxnRequest }>(
    '/spot/zeroTxn',
    authenticatedShopRoute(accounts, {
      summary: 'Confirm a zero-amount booking without a payment',
      schemaName: 'parking-zero-txn',
    }),
    async (request): Promise<ParkingZeroTxnResponse> =>
      parking.confirmZeroAmount(requireShop(request), sessionOf(request), request.body),
  );
}
