import type { AccountActionCcUserResult } from '../../src/generated/api/account-action-cc-user.response';
import type { Voucher } from '../../src/generated/api/voucher';
import type { VoucherCampaignView } from '../../src/generated/api/voucher-campaign';
import type { ServerReply } from '../accounts/account-replies';

/**
 * The server answers the voucher, saved-card and invitation flows read (docs/vouchers-and-invitations.md).
 * Every named actor resolves with the envelope (refusals included); a rejected call is a transport failure.
 */

/** voucher/linkView: what a claim link offers. */
export type VoucherViewReply = ServerReply<{ campaign?: VoucherCampaignView }>;
/** voucher/collect and voucher/linkClaim: the voucher the customer now holds. */
export type VoucherReply = ServerReply<{ voucher?: Voucher }>;

/** account/actionCcUser add and confirm. */
export type CardRegistrationStatus = NonNullable<AccountActionCcUserResult['status']>;
export type CardActionReply = ServerReply<{
  setupId?: string;
  gatewayUrl?: string;
  payUiType?: 'DIALOG' | 'REDIRECT';
  status?: CardRegistrationStatus;
}>;

/** invitation/view and invitation/accept. */
export type InvitationViewReply = ServerReply<{
  programme?: string;
  expiresAt?: number;
  inviteePhone?: string;
  forThisAccount?: boolean;
  alreadyMember?: boolean;
}>;
export type InvitationAcceptReply = ServerReply<{ cardNumber?: string; programme?: string }>;

export const isAccepted = (reply: ServerReply): boolean => reply.success && reply.result.rtn > 0;
