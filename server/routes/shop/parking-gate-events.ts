import type { FastifyInstance } from 'fastify';
import type { ParkingGateEventsRequest } from '../../../src/generated/api/parking-gate-events.request';
import type { ParkingGateEventsResponse } from '../../../src/generated/api/parking-gate-events.response';
import { requireShop } from '../../http/envelope';
import type { ParkingServices } from '../../services/parking/parking-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { SHOP_PARAMS } from './shop-params';

export function registerParkingGateEventsRoute(scope: FastifyInstance, parking: ParkingServices): void {
  scope.post<{ Body: ParkingGateEventsRequest }>(
    '/sync/eventInBatch',
    {
      schema: envelopeRouteSchema({
        tag: 'shop',
        summary: "Entries and exits seen by the site's gates, applied once per event id",
        schemaName: 'parking-gate-events',
        params: SHOP_PARAMS,
      }),
    },
    async (request): Promise<ParkingGateEventsResponse> => parking.gateEvents(requireShop(request), request.body),
  );
}
