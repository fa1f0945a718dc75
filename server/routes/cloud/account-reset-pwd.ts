import type { FastifyInstance } from 'fastify';
import type { AccountResetPwdRequest } from '../../../src/generated/api/account-reset-pwd.request';
import type { AccountResetPwdResponse } from '../../../src/generated/api/account-reset-pwd.response';
import { requireCaller } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

export function registerAccountResetPwdRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountResetPwdRequest }>(
    '/account/resetPwd',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: 'Set a new password for a phone verified for reset',
        schemaName: 'account-reset-pwd',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<AccountResetPwdResponse> =>
      accounts.resetPassword(requireCaller(request).tenant.tenant, request.body),
  );
}
