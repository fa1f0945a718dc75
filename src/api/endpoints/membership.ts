import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import type { AccountActionCcUserRequest } from '../../generated/api/account-action-cc-user.request';
import type { AccountActionCcUserResult } from '../../generated/api/account-action-cc-user.response';
import type { AccountLoadCcUserResult } from '../../generated/api/account-load-cc-user.response';
import type { InvitationAcceptRequest } from '../../generated/api/invitation-accept.request';
import type { InvitationAcceptResult } from '../../generated/api/invitation-accept.response';
import type { InvitationViewRequest } from '../../generated/api/invitation-view.request';
import type { InvitationViewResult } from '../../generated/api/invitation-view.response';
import type { VoucherCollectRequest } from '../../generated/api/voucher-collect.request';
import type { VoucherCollectResult } from '../../generated/api/voucher-collect.response';
import type { VoucherLinkClaimRequest } from '../../generated/api/voucher-link-claim.request';
import type { VoucherLinkClaimResult } from '../../generated/api/voucher-link-claim.response';
import type { VoucherLinkViewRequest } from '../../generated/api/voucher-link-view.request';
import type { VoucherLinkViewResult } from '../../generated/api/voucher-link-view.response';
import type { VoucherListResult } from '../../generated/api/voucher-list.response';

/**
 * Saved payment cards and vouchers (docs/vouchers-and-invitations.md), on the shop's base. Each
 * resolves with the envelope, refusals included; a rejection is a transport failure the client has
 * already reported.
 */
export const MEMBERSHIP_PATHS = {
  loadCards: '/api/account/loadCcUser',
  cardAction: '/api/account/actionCcUser',
  vouchers: '/api/voucher/list',
  collect: '/api/voucher/collect',
  linkView: '/api/voucher/linkView',
  linkClaim: '/api/voucher/linkClaim',
  invitationView: '/api/invitation/view',
  invitationAccept: '/api/invitation/accept',
} as const;

export function loadSavedCards(shop: ApiClient, signal?: AbortSignal): Promise<ApiEnvelope<AccountLoadCcUserResult>> {
  return shop.post<AccountLoadCcUserResult>(MEMBERSHIP_PATHS.loadCards, {}, { signal });
}

export function savedCardAction(
  shop: ApiClient,
  request: AccountActionCcUserRequest,
  quiet = false,
): Promise<ApiEnvelope<AccountActionCcUserResult>> {
  return shop.post<AccountActionCcUserResult>(MEMBERSHIP_PATHS.cardAction, request, { suppressLoading: quiet });
}

export function loadVouchers(shop: ApiClient, signal?: AbortSignal): Promise<ApiEnvelope<VoucherListResult>> {
  return shop.post<VoucherListResult>(MEMBERSHIP_PATHS.vouchers, {}, { signal });
}

export function collectVoucher(
  shop: ApiClient,
  request: VoucherCollectRequest,
): Promise<ApiEnvelope<VoucherCollectResult>> {
  return shop.post<VoucherCollectResult>(MEMBERSHIP_PATHS.collect, request);
}

export function viewVoucherLink(
  shop: ApiClient,
  request: VoucherLinkViewRequest,
): Promise<ApiEnvelope<VoucherLinkViewResult>> {
  return shop.post<VoucherLinkViewResult>(MEMBERSHIP_PATHS.linkView, request);
}

export function claimVoucherLink(
  shop: ApiClient,
  request: VoucherLinkClaimRequest,
): Promise<ApiEnvelope<VoucherLinkClaimResult>> {
  return shop.post<VoucherLinkClaimResult>(MEMBERSHIP_PATHS.linkClaim, request);
}

export function viewInvitation(
  shop: ApiClient,
  request: InvitationViewRequest,
): Promise<ApiEnvelope<InvitationViewResult>> {
  return shop.post<InvitationViewResult>(MEMBERSHIP_PATHS.invitationView, request);
}

export function acceptInvitation(
  shop: ApiClient,
  request: InvitationAcceptRequest,
): Promise<ApiEnvelope<InvitationAcceptResult>> {
  return shop.post<InvitationAcceptResult>(MEMBERSHIP_PATHS.invitationAccept, request);
}
