/** invitation/view (a session only adds whether it is for this account) and invitation/accept. */
import type { FastifyInstance } from 'fastify';
import type { InvitationAcceptRequest } from '../../../src/generated/api/invitation-accept.request';
import type { InvitationAcceptResponse } from '../../../src/generated/api/invitation-accept.response';
import type { InvitationViewRequest } from '../../../src/generated/api/invitation-view.request';
import type { InvitationViewResponse } from '../../../src/generated/api/invitation-view.response';
import { optionalAccountSession, sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { InvitationServices } from '../../services/invitations/invitation-services';
import { envelopeRouteSchema } from '../api-route-schema';
import { authenticatedShopRoute } from './shop-authenticated-route';
import { SHOP_PARAMS } from './shop-params';

export function registerInvitationRoutes(
  scope: FastifyInstance,
  accounts: AccountServices,
  invitations: InvitationServices,
): void {
  scope.post<{ Body: InvitationViewRequest }>(
    '/invitation/view',
    {
      schema: envelopeRouteSchema({
        tag: 'shop',
        summary: 'What an invitation link offers (and, signed in, whether it is for this account)',
        schemaName: 'invitation-view',
        params: SHOP_PARAMS,
      }),
      onRequest: optionalAccountSession(accounts.authenticate),
    },
    async (request): Promise<InvitationViewResponse> =>
      invitations.view(requireShop(request), request.accountSession, request.body),
  );
  scope.post<{ Body: InvitationAcceptRequest }>(
    '/invitation/accept',
    authenticatedShopRoute(accounts, {
      summary: "Accept an invitation: a wallet card of the tenant's invitation programme",
      schemaName: 'invitation-accept',
    }),
    async (request): Promise<InvitationAcceptResponse> =>
      invitations.accept(requireShop(request), sessionOf(request), request.body),
  );
}
