import type { FastifyInstance } from 'fastify';
import type { AccountLoginBySmsRequest } from '../../../src/generated/api/account-login-by-sms.request';
import type { AccountLoginBySmsResponse } from '../../../src/generated/api/account-login-by-sms.response';
import { requireCaller } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

export function registerAccountLoginBySmsRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountLoginBySmsRequest }>(
    '/account/loginbysms',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: 'Sign in with a code sent by SMS',
        schemaName: 'account-login-by-sms',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<AccountLoginBySmsResponse> =>
      accounts.loginBySms(requireCaller(request).tenant.tenant, request.body),
  );
}
