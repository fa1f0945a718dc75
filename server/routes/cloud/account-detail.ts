import type { FastifyInstance } from 'fastify';
import type { AccountDetailRequest } from '../../../src/generated/api/account-detail.request';
import type { AccountDetailResponse } from '../../../src/generated/api/account-detail.response';
import { sessionOf } from '../../http/account-session';
import type { AccountServices } from '../../services/accounts/account-services';
import { authenticatedAccountRoute } from './account-authenticated-route';

export function registerAccountDetailRoute(scope: FastifyInstance, accounts: AccountServices): void {
  scope.post<{ Body: AccountDetailRequest }>(
    '/account/detail',
    authenticatedAccountRoute(accounts, { summary: "The signed-in customer's profile", schemaName: 'account-detail' }),
    async (request): Promise<AccountDetailResponse> => accounts.profile(sessionOf(request)),
  );
}
