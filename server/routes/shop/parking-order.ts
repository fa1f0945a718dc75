import type { FastifyInstance } from 'fastify';
import type { ParkingOrderRequest } from '../../../src/generated/api/parking-order.request';
import type { ParkingOrderResponse } from '../../../src/generated/api/parking-order.response';
import type { ShopOrderRequest } from '../../../src/generated/api/shop-order.request';
import type { ShopOrderResponse } from '../../../src/generated/api/shop-order.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ParkingServices } from '../../services/parking/parking-services';
import type { ShopServices } from '../../services/shop/shop-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

const isShopOrder = (body: ParkingOrderRequest | ShopOrderRequest): body is ShopOrderRequest => 'kind' in body && body.kind === 'shop';

/** svc/order: a parking booking, or with kind 'shop' a shop order (svc-order.request.json picks the schema by kind). */
export function registerParkingOrderRoute(scope: FastifyInstance, accounts: AccountServices, parking: ParkingServices, shop: ShopServices): void {
  scope.post<{ Body: ParkingOrderRequest | ShopOrderRequest }>(
    '/svc/order',
    authenticatedShopRoute(accounts, {
      summary: "Book parking tickets (held from the pool until paid), or with kind 'shop' order the cart from the shop and start its payment",
      schemaName: 'svc-order',
    }),
    async (request): Promise<ParkingOrderResponse | ShopOrderResponse> =>
      isShopOrder(request.body) ? shop.order(requireShop(request), sessionOf(request), request.body) : parking.order(requireShop(request), sessionOf(request), request.body),
  );
}
