import type { FastifyInstance } from 'fastify';
import type { AccountGetUserIdentifyCodeRequest } from '../../../src/generated/api/account-get-user-identify-code.request';
import type { AccountGetUserIdentifyCodeResponse } from '../../../src/generated/api/account-get-user-identify-code.response';
import { requireCaller } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

export function registerAccountGetUserIdentifyCodeRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountGetUserIdentifyCodeRequest }>(
    '/account/getUserIdentifyCode',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: 'Send a verification code by SMS (signup, login or reset)',
        schemaName: 'account-get-user-identify-code',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<AccountGetUserIdentifyCodeResponse> =>
      accounts.requestCode(requireCaller(request).tenant.tenant, request.body, request.ip),
  );
}
