import type { FastifyInstance } from 'fastify';
import type { AccountChangePwdRequest } from '../../../src/generated/api/account-change-pwd.request';
import type { AccountChangePwdResponse } from '../../../src/generated/api/account-change-pwd.response';
import { sessionOf } from '../../http/account-session';
import type { AccountServices } from '../../services/accounts/account-services';
import { authenticatedAccountRoute } from './account-authenticated-route';

export function registerAccountChangePwdRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountChangePwdRequest }>(
    '/account/changePwd',
    authenticatedAccountRoute(accounts, {
      summary: 'Change the password (signs out the other sessions)',
      schemaName: 'account-change-pwd',
    }),
    async (request): Promise<AccountChangePwdResponse> => accounts.changePassword(sessionOf(request), request.body),
  );
}
