/** Vouchers at parking checkout: the implementation of parking's BookingVouchers port. */
import type { Tenant } from '../../../src/generated/tenant';
import { voucherDiscount } from '../../../src/lib/voucher-discount';
import type { Queryable } from '../../db/database';
import { applyVoucher, findOwnVoucher } from '../../db/repositories/voucher-repository';
import type { SessionIdentity } from '../accounts';
import type { BookingVouchers, VoucherDiscountAnswer } from '../parking';
import { campaignAppliesTo, campaignOf, voucherState } from './voucher-rules';

async function discountOf(
  db: Queryable,
  tenant: Tenant,
  identity: SessionIdentity,
  voucherId: string,
  fee: number,
  now: Date,
  lock: boolean,
): Promise<VoucherDiscountAnswer> {
  const voucher = await findOwnVoucher(
    db,
    { tenantId: identity.tenantId, accountId: identity.accountId },
    voucherId,
    lock,
  );
  const campaign = voucher && campaignOf(tenant, voucher.campaignCode);
  if (!voucher || !campaign || voucherState(voucher, now) !== 'available') return { ok: false };
  // A shop-only voucher takes nothing off a parking fee.
  if (!campaignAppliesTo(campaign, 'parking')) return { ok: false };
  const outcome = voucherDiscount(campaign.discount, fee);
  return outcome.applies ? { ok: true, discount: outcome.discount } : { ok: false };
}

export const bookingVouchers: BookingVouchers = {
  quote: (db, tenant, identity, voucherId, fee, now) => discountOf(db, tenant, identity, voucherId, fee, now, false),
  lock: (tx, tenant, identity, voucherId, fee, now) => discountOf(tx, tenant, identity, voucherId, fee, now, true),
  apply: applyVoucher,
};
