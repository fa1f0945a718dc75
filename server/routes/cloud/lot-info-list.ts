import type { FastifyInstance } from 'fastify';
import type { LotInfoListRequest } from '../../../src/generated/api/lot-info-list.request';
import type { LotInfoListResponse } from '../../../src/generated/api/lot-info-list.response';
import { ok, refused } from '../../../src/protocol';
import { requireCaller } from '../../http/envelope';
import { lotInfo } from '../../services/site-info';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

export function registerLotInfoListRoute(scope: FastifyInstance): void {
  scope.post<{ Body: LotInfoListRequest }>(
    '/lot/info/list',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: "Info of one of the tenant's sites",
        schemaName: 'lot-info-list',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<LotInfoListResponse> => {
      const found = lotInfo(requireCaller(request).tenant.tenant, request.body.siteId, request.body.lang);
      return found.found ? ok({ list: [found.value] }) : refused(found.code);
    },
  );
}
