import type { FastifyInstance } from 'fastify';
import type { ParkingFeeCalcRequest } from '../../../src/generated/api/parking-fee-calc.request';
import type { ParkingFeeCalcResponse } from '../../../src/generated/api/parking-fee-calc.response';
import { optionalAccountSession } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ParkingServices } from '../../services/parking/parking-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { SHOP_PARAMS } from './shop-params';

/** The quote, under both of its legacy paths (spot/feeCalc and feeCalc/parking). */
export function registerParkingFeeCalcRoutes(
  scope: FastifyInstance,
  parking: ParkingServices,
  accounts: AccountServices,
): void {
  for (const path of ['/spot/feeCalc', '/feeCalc/parking']) {
    scope.post<{ Body: ParkingFeeCalcRequest }>(
      path,
      {
        schema: envelopeRouteSchema({
          tag: 'shop',
          summary: 'Quote a parking stay: the fee svc/order would charge now, and the tickets left',
          schemaName: 'parking-fee-calc',
          params: SHOP_PARAMS,
        }),
        // A voucher (voucherId) is the signed-in customer's: the quote reads the session when one is sent.
        onRequest: optionalAccountSession(accounts.authenticate),
      },
      async (request): Promise<ParkingFeeCalcResponse> =>
        parking.quote(requireShop(request), request.body, request.accountSession),
    );
  }
}
