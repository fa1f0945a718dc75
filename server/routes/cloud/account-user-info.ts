import type { FastifyInstance } from 'fastify';
import type { AccountUserInfoRequest } from '../../../src/generated/api/account-user-info.request';
import type { AccountUserInfoResponse } from '../../../src/generated/api/account-user-info.response';
import { requireCaller } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

/** The token travels in the body (docs/rules.md#user-info-call), so an unknown one answers success false rather than 401. */
export function registerAccountUserInfoRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountUserInfoRequest }>(
    '/account/userInfo',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: 'Who a session token belongs to (auto-login)',
        schemaName: 'account-user-info',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<AccountUserInfoResponse> =>
      accounts.userInfo(requireCaller(request).tenant.tenant, request.body),
  );
}
