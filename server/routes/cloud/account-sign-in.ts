import type { FastifyInstance } from 'fastify';
import type { AccountSignInRequest } from '../../../src/generated/api/account-sign-in.request';
import type { AccountSignInResponse } from '../../../src/generated/api/account-sign-in.response';
import { requireCaller } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

export function registerAccountSignInRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountSignInRequest }>(
    '/account/signIn',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: 'Sign in with phone number and password',
        schemaName: 'account-sign-in',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<AccountSignInResponse> =>
      accounts.signIn(requireCaller(request).tenant.tenant, request.body),
  );
}
