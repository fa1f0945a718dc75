import type { FastifyInstance } from 'fastify';
import type { AccountRegisterRequest } from '../../../src/generated/api/account-register.request';
import type { AccountRegisterResponse } from '../../../src/generated/api/account-register.response';
import { requireCaller } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { checkProfileFields } from './account-profile-rules';
import { TENANT_PARAMS } from './tenant-params';

export function registerAccountRegisterRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountRegisterRequest }>(
    '/account/register',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: 'Create an account for a verified phone and sign in',
        schemaName: 'account-register',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<AccountRegisterResponse> => {
      checkProfileFields(request.body);
      return accounts.register(requireCaller(request).tenant.tenant, request.body);
    },
  );
}
