import type { FastifyInstance } from 'fastify';
import type { AccountChkPhoneRequest } from '../../../src/generated/api/account-chk-phone.request';
import type { AccountChkPhoneResponse } from '../../../src/generated/api/account-chk-phone.response';
import { requireCaller } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { TENANT_PARAMS } from './tenant-params';

export function registerAccountChkPhoneRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountChkPhoneRequest }>(
    '/account/chkPhone',
    {
      schema: envelopeRouteSchema({
        tag: 'cloud',
        summary: 'Check a phone number and whether it is registered',
        schemaName: 'account-chk-phone',
        params: TENANT_PARAMS,
      }),
    },
    async (request): Promise<AccountChkPhoneResponse> =>
      accounts.checkPhone(requireCaller(request).tenant.tenant, request.body),
  );
}
