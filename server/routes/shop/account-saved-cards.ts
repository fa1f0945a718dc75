/** account/loadCcUser and account/actionCcUser: the signed-in customer's saved payment cards. */
import type { FastifyInstance } from 'fastify';
import type { AccountActionCcUserRequest } from '../../../src/generated/api/account-action-cc-user.request';
import type { AccountActionCcUserResponse } from '../../../src/generated/api/account-action-cc-user.response';
import type { AccountLoadCcUserResponse } from '../../../src/generated/api/account-load-cc-user.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import { requestOrigin } from '../../http/request-origin';
import type { AccountServices } from '../../services/accounts/account-services';
import type { PaymentServices } from '../../services/payments/payment-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

export function registerSavedCardRoutes(
  scope: FastifyInstance,
  accounts: AccountServices,
  payments: PaymentServices,
): void {
  scope.post(
    '/account/loadCcUser',
    authenticatedShopRoute(accounts, {
      summary: "The customer's saved payment cards",
      schemaName: 'account-load-cc-user',
    }),
    async (request): Promise<AccountLoadCcUserResponse> =>
      payments.savedCards(requireShop(request), sessionOf(request)),
  );
  scope.post<{ Body: AccountActionCcUserRequest }>(
    '/account/actionCcUser',
    authenticatedShopRoute(accounts, {
      summary: 'Add (through the gateway), confirm, delete or set the default saved card',
      schemaName: 'account-action-cc-user',
    }),
    async (request): Promise<AccountActionCcUserResponse> =>
      payments.savedCardAction(requireShop(request), sessionOf(request), request.body, requestOrigin(request)),
  );
}
