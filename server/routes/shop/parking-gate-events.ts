import type { FastifyInstance } from 'fastify';
import type { ParkingGateEventsRequest } from '../../../src/generated/api/parking-gate-events.request';
import type { ParkingGateEventsResponse } from '../../../src/generated/api/parking-gate-events.response';
import { requireShop } from '../../http/envelope';
import { GATE_EVENTS_OFF, GATE_KEY_WRONG, requireGateKey } from '../../http/gate-key';
import type { ParkingServices } from '../../services/parking/parking-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { SHOP_PARAMS } from './shop-params';

const GATE_KEY_NOTE = ` Needs X-Gate-Key: the tenant's gate key (secrets.gateKey). A missing or wrong key answers HTTP 401 "${GATE_KEY_WRONG}"; a tenant without a key accepts no gate events (HTTP 403 "${GATE_EVENTS_OFF}").`;

export function registerParkingGateEventsRoute(scope: FastifyInstance, parking: ParkingServices): void {
  const schema = envelopeRouteSchema({
    tag: 'shop',
    summary: "Entries and exits seen by the site's gates, applied once per event id",
    schemaName: 'parking-gate-events',
    params: SHOP_PARAMS,
  });
  scope.post<{ Body: ParkingGateEventsRequest }>(
    '/sync/eventInBatch',
    {
      schema: { ...schema, description: `${schema.description ?? ''}${GATE_KEY_NOTE}`, security: [{ gateKey: [] }] },
      onRequest: requireGateKey(parking.secrets),
    },
    async (request): Promise<ParkingGateEventsResponse> => parking.gateEvents(requireShop(request), request.body),
  );
}
