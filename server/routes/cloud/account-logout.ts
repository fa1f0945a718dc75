import type { FastifyInstance } from 'fastify';
import type { AccountLogoutRequest } from '../../../src/generated/api/account-logout.request';
import type { AccountLogoutResponse } from '../../../src/generated/api/account-logout.response';
import { ok } from '../../../src/protocol';
import { sessionOf } from '../../http/account-session';
import type { AccountServices } from '../../services/accounts/account-services';
import { authenticatedAccountRoute } from './account-authenticated-route';

export function registerAccountLogoutRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountLogoutRequest }>(
    '/account/logout',
    authenticatedAccountRoute(accounts, { summary: 'Sign out this session', schemaName: 'account-logout' }),
    async (request): Promise<AccountLogoutResponse> => {
      await accounts.logout(sessionOf(request));
      return ok({});
    },
  );
}
