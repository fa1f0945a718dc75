import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ParkingOrderRequest } from '../../../src/generated/api/parking-order.request';
import type { ParkingOrderResponse } from '../../../src/generated/api/parking-order.response';
import type { ShopOrderRequest } from '../../../src/generated/api/shop-order.request';
import type { ShopOrderResponse } from '../../../src/generated/api/shop-order.response';
import { loginExpired, recalledSessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import { provenSession, SESSION_ENDED } from '../../services/accounts/account-deps';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ParkingServices } from '../../services/parking/parking-services';
import type { ShopServices } from '../../services/shop/shop-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

const isShopOrder = (body: ParkingOrderRequest | ShopOrderRequest): body is ShopOrderRequest =>
  'kind' in body && body.kind === 'shop';

/** svc/order: a parking booking, or with kind 'shop' a shop order (svc-order.request.json picks the schema by kind). */
export function registerParkingOrderRoute(
  scope: FastifyInstance,
  accounts: AccountServices,
  parking: ParkingServices,
  shop: ShopServices,
): void {
  scope.post<{ Body: ParkingOrderRequest | ShopOrderRequest }>(
    '/svc/order',
    authenticatedShopRoute(accounts, {
      summary:
        "Book parking tickets (held from the pool until paid), or with kind 'shop' order the cart from the shop and start its payment",
      schemaName: 'svc-order',
      recalled: true,
    }),
    async (request, reply): Promise<ParkingOrderResponse | ShopOrderResponse | FastifyReply> => {
      const caller = recalledSessionOf(request);
      const { body } = request;
      if (isShopOrder(body)) {
        const identity = await provenSession(caller);
        return identity ? shop.order(requireShop(request), identity, body) : loginExpired(reply);
      }
      const answer = await parking.order(requireShop(request), caller, body);
      return answer === SESSION_ENDED ? loginExpired(reply) : answer;
    },
  );
}
