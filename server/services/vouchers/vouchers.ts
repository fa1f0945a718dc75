/**
 * Vouchers (docs/vouchers-and-invitations.md): collected by code (voucher/collect) or claimed by a
 * link (voucher/linkView shows it, voucher/linkClaim claims it). Every failure of collect and claim
 * gets one answer, 'This voucher is not available'; attempts are limited per client address and per
 * account; collecting a voucher already held answers it again and changes nothing.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { VoucherCollectRequest } from '../../../src/generated/api/voucher-collect.request';
import type { VoucherCollectResponse } from '../../../src/generated/api/voucher-collect.response';
import type { VoucherLinkClaimRequest } from '../../../src/generated/api/voucher-link-claim.request';
import type { VoucherLinkClaimResponse } from '../../../src/generated/api/voucher-link-claim.response';
import type { VoucherLinkViewRequest } from '../../../src/generated/api/voucher-link-view.request';
import type { VoucherLinkViewResponse } from '../../../src/generated/api/voucher-link-view.response';
import type { Voucher } from '../../../src/generated/api/voucher';
import type { VoucherListResponse } from '../../../src/generated/api/voucher-list.response';
import type { Tenant, VoucherCampaign } from '../../../src/generated/tenant';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { countRequest } from '../../db/repositories/rate-limit-repository';
import {
  claimToken,
  findLiveClaimToken,
  findOwnVoucherByCampaign,
  insertClaimToken,
  insertVoucher,
  listOwnVouchers,
  lockAccountCampaignClaims,
  type VoucherRecord,
} from '../../db/repositories/voucher-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { linkTokenHash, newLinkToken } from '../shared/link-tokens';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import type { VoucherDeps } from './voucher-deps';
import { campaignExpiry, campaignLive, campaignOf, campaignView, voucherView } from './voucher-rules';

const COUPON_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const COUPON_DRAWS = 5;
const DAY_MS = 86_400_000;
const DEFAULT_CLAIM_LINK_DAYS = 14;

const unavailable = (): Refusal => refused('VOUCHER_UNAVAILABLE');

function couponCode(): string {
  const part = () => Array.from({ length: 4 }, () => COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)]).join('');
  return `${part()}-${part()}-${part()}`;
}

/** Counts an attempt per client address and per account; the refusal once either is over its limit. */
async function overAttemptLimit(deps: VoucherDeps, address: string, accountId: string | null): Promise<Refusal | null> {
  const { perAddress, perAccount, windowMs } = deps.attempts;
  const byAddress = await countRequest(deps.db, `voucher:addr:${address}`, windowMs);
  const byAccount = accountId === null ? null : await countRequest(deps.db, `voucher:acct:${accountId}`, windowMs);
  if (byAddress.hits > perAddress || (byAccount !== null && byAccount.hits > perAccount)) {
    deps.log.warn({ address, account: accountId }, 'voucher attempts over the limit');
    return refused('TOO_MANY_REQUESTS');
  }
  return null;
}

const ownerOf = (identity: SessionIdentity) => ({ tenantId: identity.tenantId, accountId: identity.accountId });

/** Inserts the customer's voucher of the campaign unless they hold it; the voucher they now hold. */
async function holdVoucher(
  tx: Queryable,
  identity: SessionIdentity,
  campaign: VoucherCampaign,
  source: VoucherRecord['source'],
  now: Date,
): Promise<VoucherRecord> {
  for (let draw = 0; draw < COUPON_DRAWS; draw += 1) {
    const held = await findOwnVoucherByCampaign(tx, ownerOf(identity), campaign.code);
    if (held) return held;
    const inserted = await insertVoucher(tx, {
      id: randomUUID(),
      ...ownerOf(identity),
      campaignCode: campaign.code,
      couponCode: couponCode(),
      source,
      expiresAt: campaignExpiry(campaign),
      collectedAt: now,
    });
    if (inserted) {
      const voucher = await findOwnVoucherByCampaign(tx, ownerOf(identity), campaign.code);
      if (voucher) return voucher;
    }
  }
  throw new Error(`no voucher after ${COUPON_DRAWS} coupon draws`);
}

/**
 * A reward's voucher (docs/wallet.md#rewards), inside the caller's transaction: the campaign's
 * voucher for the customer, or null when they hold one of that campaign already (one per customer,
 * however it came) or the campaign has ended.
 */
export async function issueRewardVoucher(
  tx: Queryable,
  tenant: Tenant,
  identity: SessionIdentity,
  campaignCode: string,
  now: Date,
): Promise<{ voucher: Voucher } | { refusal: 'REWARD_UNAVAILABLE' | 'REWARD_VOUCHER_HELD' }> {
  const campaign = campaignOf(tenant, campaignCode);
  if (!campaign || !campaignLive(campaign, now)) return { refusal: 'REWARD_UNAVAILABLE' };
  if (await findOwnVoucherByCampaign(tx, ownerOf(identity), campaign.code)) return { refusal: 'REWARD_VOUCHER_HELD' };
  const voucher = await holdVoucher(tx, identity, campaign, 'reward', now);
  return { voucher: voucherView(voucher, campaign, now) };
}

export async function listVouchers(
  deps: VoucherDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
): Promise<VoucherListResponse> {
  const now = deps.now();
  const vouchers = (await listOwnVouchers(deps.db, ownerOf(identity))).flatMap((v) => {
    const campaign = campaignOf(shop.tenant, v.campaignCode);
    return campaign ? [voucherView(v, campaign, now)] : [];
  });
  return ok({ vouchers });
}

export async function collectVoucher(
  deps: VoucherDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: VoucherCollectRequest,
  address: string,
): Promise<VoucherCollectResponse> {
  const limited = await overAttemptLimit(deps, address, identity.accountId);
  if (limited) return limited;
  const now = deps.now();
  const campaign = campaignOf(shop.tenant, body.code);
  if (!campaign || campaign.collectByCode === false || !campaignLive(campaign, now)) return unavailable();
  const voucher = await deps.db.transaction((tx) => holdVoucher(tx, identity, campaign, 'code', now));
  deps.log.info({ account: identity.accountId, campaign: campaign.code }, 'voucher collected by code');
  return ok({ voucher: voucherView(voucher, campaign, now) });
}

/** What a live link offers; one answer for every link that cannot be claimed. */
export async function viewVoucherLink(
  deps: VoucherDeps,
  shop: ShopMatch,
  body: VoucherLinkViewRequest,
  address: string,
): Promise<VoucherLinkViewResponse> {
  const limited = await overAttemptLimit(deps, address, null);
  if (limited) return limited;
  const now = deps.now();
  const campaign = campaignOf(shop.tenant, body.code);
  const hash = linkTokenHash(body.token);
  if (!campaign || hash === null || !campaignLive(campaign, now)) return unavailable();
  if (!(await findLiveClaimToken(deps.db, hash, shop.tenant.id, campaign.code, now))) return unavailable();
  return ok({ campaign: campaignView(campaign) });
}

/**
 * Claims a link once: of any number of concurrent claims, exactly one account wins it. One account's
 * claims of a campaign run one at a time, so a customer sending many links at once gets the voucher
 * from one of them and the others stay unused (docs/vouchers-and-invitations.md#claim-links).
 */
export async function claimVoucherLink(
  deps: VoucherDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: VoucherLinkClaimRequest,
  address: string,
): Promise<VoucherLinkClaimResponse> {
  const limited = await overAttemptLimit(deps, address, identity.accountId);
  if (limited) return limited;
  const now = deps.now();
  const campaign = campaignOf(shop.tenant, body.code);
  const hash = linkTokenHash(body.token);
  if (!campaign || hash === null || !campaignLive(campaign, now)) return unavailable();
  return transactionOrRefusal<VoucherLinkClaimResponse, Refusal>(deps.db, async (tx, refuse) => {
    // Before the voucher is looked for: a claim of the account still making it is waited for, and its voucher seen.
    await lockAccountCampaignClaims(tx, ownerOf(identity), campaign.code);
    if (!(await findLiveClaimToken(tx, hash, shop.tenant.id, campaign.code, now))) return refuse(unavailable());
    // Already holding this campaign's voucher: nothing changes, and the link stays for someone else.
    const held = await findOwnVoucherByCampaign(tx, ownerOf(identity), campaign.code);
    if (held) return ok({ voucher: voucherView(held, campaign, now) });
    if (!(await claimToken(tx, hash, shop.tenant.id, campaign.code, identity.accountId, now)))
      return refuse(unavailable());
    const voucher = await holdVoucher(tx, identity, campaign, 'link', now);
    deps.log.info({ account: identity.accountId, campaign: campaign.code }, 'voucher claimed by link');
    return ok({ voucher: voucherView(voucher, campaign, now) });
  });
}

/** A new claim link of a campaign (operators; the demo's test tool): its token, given out once. */
export async function mintVoucherLink(
  deps: VoucherDeps,
  tenant: Tenant,
  campaignCode: string,
): Promise<{ token: string; expiresAt: Date } | null> {
  const now = deps.now();
  const campaign = campaignOf(tenant, campaignCode);
  if (!campaign || !campaignLive(campaign, now)) return null;
  const { token, hash } = newLinkToken();
  const days = campaign.claimLinkDays ?? DEFAULT_CLAIM_LINK_DAYS;
  const expiresAt = new Date(Math.min(now.getTime() + days * DAY_MS, campaignExpiry(campaign).getTime()));
  await insertClaimToken(deps.db, {
    hash,
    tenantId: tenant.id,
    campaignCode: campaign.code,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}
