import type { FastifyInstance } from 'fastify';
import type { AccountCheckUserIdentifyCodeRequest } from '../../../src/generated/api/account-check-user-identify-code.request';
import type { AccountCheckUserIdentifyCodeResponse } from '../../../src/generated/api/account-check-user-identify-code.response';
import { requireCaller } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

export function registerAccountCheckUserIdentifyCodeRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountCheckUserIdentifyCodeRequest }>(
    '/account/checkUserIdentifyCode',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: 'Check an SMS code and get a verification token for register or resetPwd',
        schemaName: 'account-check-user-identify-code',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<AccountCheckUserIdentifyCodeResponse> =>
      accounts.checkCode(requireCaller(request).tenant.tenant, request.body),
  );
}
