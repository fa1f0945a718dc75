import type { FastifyInstance } from 'fastify';
import type { LotInfoBlockRequest } from '../../../src/generated/api/lot-info-block.request';
import type { LotInfoBlockResponse } from '../../../src/generated/api/lot-info-block.response';
import { ok, refused } from '../../../src/protocol';
import { requireCaller } from '../../http/envelope';
import { infoBlock } from '../../services/site-info';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

/** POST /cloud/{tenant}/lotInfo/list: despite the legacy name, one info block of a site. */
export function registerLotInfoBlockRoute(scope: FastifyInstance): void {
  scope.post<{ Body: LotInfoBlockRequest }>(
    '/lotInfo/list',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: 'One info block of a site',
        schemaName: 'lot-info-block',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<LotInfoBlockResponse> => {
      const found = infoBlock(
        requireCaller(request).tenant.tenant,
        request.body.siteId,
        request.body.infoCode,
        request.body.lang,
      );
      return found.found ? ok({ info: found.value }) : refused(found.code);
    },
  );
}
