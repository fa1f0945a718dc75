/** Reading the tenant's voucher campaigns and showing a customer's vouchers. */
import type { Voucher } from '../../../src/generated/api/voucher';
import type { VoucherCampaignView } from '../../../src/generated/api/voucher-campaign';
import type { Tenant, VoucherCampaign, VoucherScope } from '../../../src/generated/tenant';
import type { VoucherRecord } from '../../db/repositories/voucher-repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The tenant's campaign with this code (codes are upper case; what a customer types is matched without case). */
export function campaignOf(tenant: Tenant, code: string): VoucherCampaign | undefined {
  const wanted = code.trim().toUpperCase();
  return (tenant.vouchers ?? []).find((c) => c.code === wanted);
}

/** What a campaign's vouchers take their discount off: parking unless the tenant says otherwise (docs/vouchers-and-invitations.md#scope). */
export const campaignScope = (campaign: VoucherCampaign): VoucherScope => campaign.appliesTo ?? 'parking';

/** Whether a campaign's vouchers may be used for a parking fee or a shop order. */
export function campaignAppliesTo(campaign: VoucherCampaign, where: 'parking' | 'shop'): boolean {
  const scope = campaignScope(campaign);
  return scope === 'both' || scope === where;
}

export const campaignExpiry = (campaign: VoucherCampaign): Date => new Date(campaign.expiresAt);

export function campaignLive(campaign: VoucherCampaign, now: Date): boolean {
  return campaignExpiry(campaign).getTime() > now.getTime();
}

export function campaignView(campaign: VoucherCampaign): VoucherCampaignView {
  return {
    code: campaign.code,
    name: campaign.name,
    discount: campaign.discount,
    appliesTo: campaignScope(campaign),
    expiresAt: seconds(campaignExpiry(campaign)),
  };
}

/**
 * Applied to a booking that still holds it (a released hold gives the voucher back), or to a shop
 * order not cancelled (a cancelled order gives it back, docs/shop.md#paying).
 */
export const isApplied = (v: VoucherRecord): boolean =>
  (v.bookingId !== null && v.bookingStatus !== 'released') ||
  (v.shopOrderId !== null && v.shopOrderStatus !== 'cancelled');

export type VoucherState = Voucher['status'];

/** The reference of what holds the voucher: a booking still holding it, else a shop order. */
const appliedReference = (v: VoucherRecord): string | null =>
  v.bookingId !== null && v.bookingStatus !== 'released' ? v.bookingReference : v.shopOrderReference;

export function voucherState(v: VoucherRecord, now: Date): VoucherState {
  if (isApplied(v)) return 'applied';
  return v.expiresAt.getTime() <= now.getTime() ? 'expired' : 'available';
}

export function voucherView(v: VoucherRecord, campaign: VoucherCampaign, now: Date): Voucher {
  const status = voucherState(v, now);
  return {
    id: v.id,
    campaignCode: v.campaignCode,
    couponCode: v.couponCode,
    name: campaign.name,
    discount: campaign.discount,
    appliesTo: campaignScope(campaign),
    expiresAt: seconds(v.expiresAt),
    status,
    ...(status === 'applied' && appliedReference(v) !== null ? { appliedTo: appliedReference(v)! } : {}),
    ...(status === 'applied' && v.discount !== null ? { discountGiven: v.discount } : {}),
  };
}
