import type { FastifyInstance } from 'fastify';
import type { AccountGetUserIdentifyCodeRequest } from '../../../src/generated/api/account-get-user-identify-code.request';
import type { AccountGetUserIdentifyCodeResponse } from '../../../src/generated/api/account-get-user-identify-code.response';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { SHOP_PARAMS } from './shop-params';

/** The shop base's way to the same codes as /cloud/{tenant}/account/getUserIdentifyCode, for the shop's tenant. */
export function registerSmsGetUserIdentifyCodeRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountGetUserIdentifyCodeRequest }>(
    '/sms/getUserIdentifyCode',
    {
      schema: envelopeRouteSchema({
        tag: 'shop',
        summary: "Send a verification code by SMS for the shop's tenant (signup, login or reset)",
        schemaName: 'account-get-user-identify-code',
        params: SHOP_PARAMS,
      }),
    },
    async (request): Promise<AccountGetUserIdentifyCodeResponse> =>
      accounts.requestCode(requireShop(request).tenant, request.body, request.ip),
  );
}
