import type { FastifyInstance } from 'fastify';
import type { SpotConfigRequest } from '../../../src/generated/api/spot-config.request';
import type { SpotConfigResponse } from '../../../src/generated/api/spot-config.response';
import { ok } from '../../../src/protocol';
import { requireShop } from '../../http/envelope';
import { spotConfig } from '../../services/spot-config';
import { envelopeRouteSchema } from '../api-route-schema';
import { SHOP_PARAMS } from './shop-params';

export function registerSpotConfigRoute(scope: FastifyInstance): void {
  scope.post<{ Body: SpotConfigRequest }>(
    '/spot/config',
    {
      schema: envelopeRouteSchema({
        tag: 'shop',
        summary: "The shop's site settings and its tenant's system config",
        schemaName: 'spot-config',
        params: SHOP_PARAMS,
      }),
    },
    async (request): Promise<SpotConfigResponse> => ok(spotConfig(requireShop(request), request.body.lang)),
  );
}
