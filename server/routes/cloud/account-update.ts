import type { FastifyInstance } from 'fastify';
import type { AccountUpdateRequest } from '../../../src/generated/api/account-update.request';
import type { AccountUpdateResponse } from '../../../src/generated/api/account-update.response';
import { sessionOf } from '../../http/account-session';
import type { AccountServices } from '../../services/accounts/account-services';
import { authenticatedAccountRoute } from './account-authenticated-route';
import { checkProfileFields } from './account-profile-rules';

export function registerAccountUpdateRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountUpdateRequest }>(
    '/account/update',
    authenticatedAccountRoute(accounts, {
      summary: "Change the signed-in customer's profile",
      schemaName: 'account-update',
    }),
    async (request): Promise<AccountUpdateResponse> => {
      checkProfileFields(request.body);
      return accounts.updateProfile(sessionOf(request), request.body);
    },
  );
}
