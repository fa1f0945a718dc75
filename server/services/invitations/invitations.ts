/**
 * Invitations (docs/vouchers-and-invitations.md#invitations): a link whose token (256 random bits,
 * stored hashed) expires after the tenant's invitationDays. Accepting it makes the signed-in customer
 * a member: a wallet card of the tenant's invitation programme (wallet's issueWalletCard, in the same
 * transaction). A member invitation is for one person (its phone, when given) and is used once; a
 * merchant invitation may be accepted by many until it expires. An unknown, used or expired link gets
 * one answer ('This invitation is not valid'); a customer signed in as another account is told so.
 */
import type { InvitationAcceptRequest } from '../../../src/generated/api/invitation-accept.request';
import type { InvitationAcceptResponse } from '../../../src/generated/api/invitation-accept.response';
import type { InvitationViewRequest } from '../../../src/generated/api/invitation-view.request';
import type { InvitationViewResponse } from '../../../src/generated/api/invitation-view.response';
import type { Tenant } from '../../../src/generated/tenant';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Database, Queryable } from '../../db/database';
import { findAccountById } from '../../db/repositories/account-repository';
import {
  findLiveInvitation,
  insertAcceptance,
  insertInvitation,
  listAcceptances,
  type InvitationRecord,
} from '../../db/repositories/invitation-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import type { Clock } from '../shared/clock';
import { linkTokenHash, newLinkToken } from '../shared/link-tokens';
import type { ServiceLogger } from '../shared/service-logger';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import { issueWalletCard } from '../wallet';

export interface InvitationDeps {
  db: Database;
  now: Clock;
  log: ServiceLogger;
}

const DAY_MS = 86_400_000;
const DEFAULT_INVITATION_DAYS = 14;
const invalid = (): Refusal => refused('INVITATION_UNAVAILABLE');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function programmeName(tenant: Tenant, code: string): string {
  return tenant.wallet?.programmes.find((p) => p.code === code)?.name ?? code;
}

/** Whether `accountId` may accept: a member invitation is one person's (phone) and used once. */
async function whoMayAccept(
  db: Queryable,
  invitation: InvitationRecord,
  identity: SessionIdentity,
): Promise<'ok' | 'accepted' | 'other-account' | 'used'> {
  const accepted = await listAcceptances(db, invitation.tokenHash);
  if (accepted.includes(identity.accountId)) return 'accepted';
  if (invitation.kind === 'member') {
    if (accepted.length > 0) return 'used';
    if (invitation.inviteePhone !== null) {
      const account = await findAccountById(db, identity.tenantId, identity.accountId);
      if (account?.phone !== invitation.inviteePhone) return 'other-account';
    }
  }
  return 'ok';
}

export async function viewInvitation(
  deps: InvitationDeps,
  shop: ShopMatch,
  identity: SessionIdentity | null,
  body: InvitationViewRequest,
): Promise<InvitationViewResponse> {
  const hash = linkTokenHash(body.token);
  const invitation = hash && (await findLiveInvitation(deps.db, hash, shop.tenant.id, body.kind, deps.now()));
  if (!invitation) return invalid();
  const who = identity && (await whoMayAccept(deps.db, invitation, identity));
  if (
    who === 'used' ||
    (who === null && invitation.kind === 'member' && (await listAcceptances(deps.db, invitation.tokenHash)).length > 0)
  )
    return invalid();
  return ok({
    programme: programmeName(shop.tenant, invitation.programme),
    expiresAt: seconds(invitation.expiresAt),
    ...(invitation.inviteePhone === null ? {} : { inviteePhone: maskLongString(invitation.inviteePhone) }),
    ...(who === null ? {} : { forThisAccount: who !== 'other-account', alreadyMember: who === 'accepted' }),
  });
}

export async function acceptInvitation(
  deps: InvitationDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: InvitationAcceptRequest,
): Promise<InvitationAcceptResponse> {
  const hash = linkTokenHash(body.token);
  if (hash === null) return invalid();
  const now = deps.now();
  return transactionOrRefusal<InvitationAcceptResponse, Refusal>(deps.db, async (tx, refuse) => {
    // Locked: two accounts accepting one member invitation at once cannot both get it.
    const invitation = await findLiveInvitation(tx, hash, shop.tenant.id, body.kind, now, true);
    if (!invitation) return refuse(invalid());
    const who = await whoMayAccept(tx, invitation, identity);
    if (who === 'used') return refuse(invalid());
    if (who === 'other-account') return refuse(refused('INVITATION_OTHER_ACCOUNT'));
    const issued = await issueWalletCard(tx, {
      tenant: shop.tenant,
      accountId: identity.accountId,
      programmeCode: invitation.programme,
      via: 'invitation',
      siteId: shop.site.siteId,
      shopName: shop.site.lotName,
      now,
    });
    if (!issued) return refuse(invalid());
    await insertAcceptance(tx, hash, identity.accountId, now);
    deps.log.info(
      { account: identity.accountId, kind: invitation.kind, programme: invitation.programme },
      'invitation accepted',
    );
    return ok({
      cardNumber: maskLongString(issued.card.cardNumber),
      programme: programmeName(shop.tenant, invitation.programme),
    });
  });
}

/** A new invitation link (operators; members inviting; the demo's test tool): its token, given out once. */
export async function mintInvitation(
  deps: InvitationDeps,
  tenant: Tenant,
  kind: 'merchant' | 'member',
  options: { inviteePhone?: string; invitedBy?: string } = {},
): Promise<{ token: string; expiresAt: Date } | null> {
  const programme = tenant.membership?.invitationProgramme;
  if (!programme || !tenant.wallet?.programmes.some((p) => p.code === programme && p.issue.includes('invitation')))
    return null;
  const now = deps.now();
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + (tenant.membership?.invitationDays ?? DEFAULT_INVITATION_DAYS) * DAY_MS);
  await insertInvitation(deps.db, {
    tokenHash: hash,
    tenantId: tenant.id,
    kind,
    programme,
    inviteePhone: options.inviteePhone ?? null,
    invitedBy: options.invitedBy ?? null,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}
