/**
 * SQL of vouchers and their claim links. Every read a customer triggers is scoped to the tenant and
 * the session's account. A voucher is usable when it is not applied, or applied to a booking whose
 * unpaid hold was released (the voucher came back with the tickets).
 */
import type { Queryable } from '../database';

export interface VoucherRecord {
  id: string;
  tenantId: string;
  accountId: string;
  campaignCode: string;
  couponCode: string;
  source: 'code' | 'link' | 'reward';
  expiresAt: Date;
  collectedAt: Date;
  bookingId: string | null;
  discount: number | null;
  appliedAt: Date | null;
  /** The booking it is applied to: its reference and status (null when not applied). */
  bookingReference: string | null;
  bookingStatus: string | null;
  /** The shop order it is applied to (docs/shop.md#paying): its id, reference and status. */
  shopOrderId: string | null;
  shopOrderReference: string | null;
  shopOrderStatus: string | null;
}

const COLUMNS = `v.id, v.tenant_id AS "tenantId", v.account_id AS "accountId", v.campaign_code AS "campaignCode", v.coupon_code AS "couponCode",
  v.source, v.expires_at AS "expiresAt", v.collected_at AS "collectedAt", v.booking_id AS "bookingId", v.discount, v.applied_at AS "appliedAt",
  b.reference AS "bookingReference", b.status AS "bookingStatus",
  v.shop_order_id AS "shopOrderId", so.reference AS "shopOrderReference", so.status AS "shopOrderStatus"`;
const FROM =
  'vouchers v LEFT JOIN bookings b ON b.id = v.booking_id LEFT JOIN shop_orders so ON so.id = v.shop_order_id';

export interface VoucherOwner {
  tenantId: string;
  accountId: string;
}

export async function listOwnVouchers(db: Queryable, owner: VoucherOwner): Promise<VoucherRecord[]> {
  return db.query<VoucherRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE v.tenant_id = $1 AND v.account_id = $2 ORDER BY v.collected_at DESC, v.id`,
    [owner.tenantId, owner.accountId],
  );
}

export async function findOwnVoucherByCampaign(
  db: Queryable,
  owner: VoucherOwner,
  campaignCode: string,
): Promise<VoucherRecord | null> {
  const rows = await db.query<VoucherRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE v.tenant_id = $1 AND v.account_id = $2 AND v.campaign_code = $3`,
    [owner.tenantId, owner.accountId, campaignCode],
  );
  return rows[0] ?? null;
}

/** The customer's voucher; with `lock`, locked until the transaction ends (applying it at an order). */
export async function findOwnVoucher(
  db: Queryable,
  owner: VoucherOwner,
  id: string,
  lock = false,
): Promise<VoucherRecord | null> {
  const rows = await db.query<VoucherRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE v.id = $1 AND v.tenant_id = $2 AND v.account_id = $3${lock ? ' FOR UPDATE OF v' : ''}`,
    [id, owner.tenantId, owner.accountId],
  );
  return rows[0] ?? null;
}

/** Inserts the customer's voucher of a campaign once; false when they already hold one (or the coupon code is taken). */
export async function insertVoucher(
  db: Queryable,
  v: Pick<
    VoucherRecord,
    'id' | 'tenantId' | 'accountId' | 'campaignCode' | 'couponCode' | 'source' | 'expiresAt' | 'collectedAt'
  >,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO vouchers (id, tenant_id, account_id, campaign_code, coupon_code, source, expires_at, collected_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
    [v.id, v.tenantId, v.accountId, v.campaignCode, v.couponCode, v.source, v.expiresAt, v.collectedAt],
  );
  return rows.length === 1;
}

/** Records the voucher as applied to a booking (the row is locked by the caller). */
export async function applyVoucher(
  db: Queryable,
  id: string,
  bookingId: string,
  discount: number,
  now: Date,
): Promise<void> {
  await db.query('UPDATE vouchers SET booking_id = $2, discount = $3, applied_at = $4 WHERE id = $1', [
    id,
    bookingId,
    discount,
    now,
  ]);
}

/** Applies the voucher to a shop order (docs/shop.md#paying), in the order's transaction. */
export async function applyVoucherToShopOrder(
  db: Queryable,
  id: string,
  orderId: string,
  discount: number,
  now: Date,
): Promise<void> {
  await db.query('UPDATE vouchers SET shop_order_id = $2, discount = $3, applied_at = $4 WHERE id = $1', [
    id,
    orderId,
    discount,
    now,
  ]);
}

export async function insertClaimToken(
  db: Queryable,
  t: { hash: string; tenantId: string; campaignCode: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO voucher_claim_tokens (token_hash, tenant_id, campaign_code, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
    [t.hash, t.tenantId, t.campaignCode, t.expiresAt, t.createdAt],
  );
}

/** A claim link that can still be claimed: its campaign, or null (unknown, used, expired, another tenant's or campaign's). */
export async function findLiveClaimToken(
  db: Queryable,
  hash: string,
  tenantId: string,
  campaignCode: string,
  now: Date,
): Promise<{ campaignCode: string } | null> {
  const rows = await db.query<{ campaignCode: string }>(
    `SELECT campaign_code AS "campaignCode" FROM voucher_claim_tokens
     WHERE token_hash = $1 AND tenant_id = $2 AND campaign_code = $3 AND claimed_at IS NULL AND expires_at > $4`,
    [hash, tenantId, campaignCode, now],
  );
  return rows[0] ?? null;
}

/**
 * Queues this transaction behind any other claim of the account for the campaign, until it ends:
 * after it, the account's voucher of the campaign is either there to read or not being made.
 */
export async function lockAccountCampaignClaims(
  tx: Queryable,
  owner: VoucherOwner,
  campaignCode: string,
): Promise<void> {
  await tx.query(
    "SELECT pg_advisory_xact_lock(hashtextextended('voucher-claim:' || $1 || ':' || $2 || ':' || $3, 0))",
    [owner.tenantId, owner.accountId, campaignCode],
  );
}

/** Claims a link for an account: one conditional update, so of any number of concurrent claims exactly one wins. */
export async function claimToken(
  db: Queryable,
  hash: string,
  tenantId: string,
  campaignCode: string,
  accountId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ token_hash: string }>(
    `UPDATE voucher_claim_tokens SET claimed_by = $5, claimed_at = $4
     WHERE token_hash = $1 AND tenant_id = $2 AND campaign_code = $3 AND claimed_at IS NULL AND expires_at > $4 RETURNING token_hash`,
    [hash, tenantId, campaignCode, now, accountId],
  );
  return rows.length === 1;
}
