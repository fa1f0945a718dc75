import type { FastifyInstance } from 'fastify';
import type { TicketLoadTicketPoolRequest } from '../../../src/generated/api/ticket-load-ticket-pool.request';
import type { TicketLoadTicketPoolResponse } from '../../../src/generated/api/ticket-load-ticket-pool.response';
import { requireCaller } from '../../http/envelope';
import type { ParkingServices } from '../../services/parking/parking-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

export function registerTicketLoadTicketPoolRoute(scope: FastifyInstance, parking: ParkingServices): void {
  scope.post<{ Body: TicketLoadTicketPoolRequest }>(
    '/ticket/loadTicketPool',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: "A site's ticket offers with their tariff and the balance of tickets available",
        schemaName: 'ticket-load-ticket-pool',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<TicketLoadTicketPoolResponse> =>
      parking.loadTicketPool(requireCaller(request).tenant.tenant, request.body),
  );
}
