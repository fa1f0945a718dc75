import type { FastifyInstance } from 'fastify';
import type { ParkingOrderRequest } from '../../../src/generated/api/parking-order.request';
import type { ParkingOrderResponse } from '../../../src/generated/api/parking-order.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ParkingServices } from '../../services/parking/parking-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

export function registerParkingOrderRoute(scope: FastifyInstance, accounts: AccountServices, parking: ParkingServices): void {
  scope.post<{ Body: ParkingOrderRequest }>(
    '/svc/order',
    authenticatedShopRoute(accounts, { summary: 'Book parking tickets: holds them from the pool until paid (pending_payment)', schemaName: 'parking-order' }),
    async (request): Promise<ParkingOrderResponse> => parking.order(requireShop(request), sessionOf(request), request.body),
  );
}
