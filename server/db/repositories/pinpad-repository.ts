/** SQL of the pinpad kiosk's charges (docs/staff.md#pinpad), keyed by staff member and idempotency key. */
import type { Queryable } from '../database';

export interface NewPinpadCharge {
  id: string;
  tenantId: string;
  staffId: string;
  siteId: string;
  idempotencyKey: string;
  requestHash: string;
  cardId: string;
  amount: number;
  now: Date;
}

/**
 * Claims the key for this charge: true when the row was inserted. When another transaction holds
 * the key uncommitted, PostgreSQL makes this wait for it; false then means it committed first.
 */
export async function claimPinpadCharge(tx: Queryable, c: NewPinpadCharge): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO pinpad_charges (id, tenant_id, staff_id, site_id, idempotency_key, request_hash, card_id, amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (tenant_id, staff_id, idempotency_key) DO NOTHING
     RETURNING id`,
    [c.id, c.tenantId, c.staffId, c.siteId, c.idempotencyKey, c.requestHash, c.cardId, c.amount, c.now],
  );
  return rows.length === 1;
}

export async function findPinpadCharge(
  tx: Queryable,
  tenantId: string,
  staffId: string,
  key: string,
): Promise<{ requestHash: string; response: unknown } | null> {
  const rows = await tx.query<{ requestHash: string; response: unknown }>(
    'SELECT request_hash AS "requestHash", response FROM pinpad_charges WHERE tenant_id = $1 AND staff_id = $2 AND idempotency_key = $3',
    [tenantId, staffId, key],
  );
  return rows[0] ?? null;
}

export async function storePinpadResponse(tx: Queryable, id: string, response: unknown): Promise<void> {
  await tx.query('UPDATE pinpad_charges SET response = $2::jsonb WHERE id = $1', [id, JSON.stringify(response)]);
}

/** A charge that was made (its response stored), with the card it was taken from. */
export interface PinpadChargeRow {
  id: string;
  siteId: string;
  cardId: string;
  cardNumber: string;
  amount: number;
  staffCode: string;
  createdAt: Date;
  refundedAt: Date | null;
}

const CHARGE_COLUMNS = `c.id, c.site_id AS "siteId", c.card_id AS "cardId", w.card_number AS "cardNumber", c.amount,
  s.staff_code AS "staffCode", c.created_at AS "createdAt", r.created_at AS "refundedAt"`;
const CHARGE_FROM = `pinpad_charges c JOIN wallet_cards w ON w.id = c.card_id JOIN staff_members s ON s.id = c.staff_id
  LEFT JOIN pinpad_refunds r ON r.charge_id = c.id AND r.response IS NOT NULL`;

/** The site's charges that went through, newest first. */
export async function recentPinpadCharges(
  db: Queryable,
  tenantId: string,
  siteId: string,
  limit: number,
): Promise<PinpadChargeRow[]> {
  return db.query<PinpadChargeRow>(
    `SELECT ${CHARGE_COLUMNS} FROM ${CHARGE_FROM}
     WHERE c.tenant_id = $1 AND c.site_id = $2 AND c.response IS NOT NULL ORDER BY c.created_at DESC, c.id LIMIT $3`,
    [tenantId, siteId, limit],
  );
}

/**
 * The tenant's charge, its row locked until the transaction ends: concurrent refunds of one charge
 * take their turn here, and each after the first finds it refunded.
 */
export async function lockPinpadCharge(
  tx: Queryable,
  tenantId: string,
  chargeId: string,
): Promise<PinpadChargeRow | null> {
  const locked = await tx.query<{ id: string }>(
    'SELECT id FROM pinpad_charges WHERE tenant_id = $1 AND id = $2 AND response IS NOT NULL FOR UPDATE',
    [tenantId, chargeId],
  );
  if (locked.length === 0) return null;
  const rows = await tx.query<PinpadChargeRow>(`SELECT ${CHARGE_COLUMNS} FROM ${CHARGE_FROM} WHERE c.id = $1`, [
    chargeId,
  ]);
  return rows[0] ?? null;
}

/** The refund a manager made with this idempotency key, if any. */
export async function findPinpadRefund(
  tx: Queryable,
  tenantId: string,
  staffId: string,
  key: string,
): Promise<{ requestHash: string; response: unknown } | null> {
  const rows = await tx.query<{ requestHash: string; response: unknown }>(
    'SELECT request_hash AS "requestHash", response FROM pinpad_refunds WHERE tenant_id = $1 AND staff_id = $2 AND idempotency_key = $3',
    [tenantId, staffId, key],
  );
  return rows[0] ?? null;
}

/** Records the refund of a charge: false when the charge was refunded already (one refund per charge). */
export async function claimPinpadRefund(
  tx: Queryable,
  r: {
    id: string;
    tenantId: string;
    chargeId: string;
    staffId: string;
    idempotencyKey: string;
    requestHash: string;
    amount: number;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO pinpad_refunds (id, tenant_id, charge_id, staff_id, idempotency_key, request_hash, amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
    [r.id, r.tenantId, r.chargeId, r.staffId, r.idempotencyKey, r.requestHash, r.amount, r.now],
  );
  return rows.length === 1;
}

export async function storePinpadRefundResponse(tx: Queryable, id: string, response: unknown): Promise<void> {
  await tx.query('UPDATE pinpad_refunds SET response = $2::jsonb WHERE id = $1', [id, JSON.stringify(response)]);
}

/**
 * Marks the charge's receipt as sent by SMS, once: the card holder's phone and the charge's figures,
 * or null when the charge is not the tenant's (or did not go through) or its receipt was sent already
 * (`sent`). The mark is taken under the charge's row lock: of two at once, one sends.
 */
export async function claimPinpadReceiptSms(
  tx: Queryable,
  tenantId: string,
  chargeId: string,
  now: Date,
): Promise<
  | { kind: 'claimed'; phone: string; siteId: string; amount: number; cardNumber: string; response: unknown }
  | { kind: 'sent' }
  | null
> {
  const locked = await tx.query<{ receiptSmsAt: Date | null }>(
    `SELECT receipt_sms_at AS "receiptSmsAt" FROM pinpad_charges
     WHERE tenant_id = $1 AND id = $2 AND response IS NOT NULL FOR UPDATE`,
    [tenantId, chargeId],
  );
  const row = locked[0];
  if (!row) return null;
  if (row.receiptSmsAt !== null) return { kind: 'sent' };
  await tx.query('UPDATE pinpad_charges SET receipt_sms_at = $2 WHERE id = $1', [chargeId, now]);
  const rows = await tx.query<{ phone: string; siteId: string; amount: number; cardNumber: string; response: unknown }>(
    `SELECT a.phone, c.site_id AS "siteId", c.amount, w.card_number AS "cardNumber", c.response
     FROM pinpad_charges c JOIN wallet_cards w ON w.id = c.card_id JOIN accounts a ON a.id = w.account_id
     WHERE c.id = $1`,
    [chargeId],
  );
  const found = rows[0];
  return found ? { kind: 'claimed', ...found } : null;
}

/** Takes back the mark of a receipt the SMS provider refused (only the mark made at `markedAt`). */
export async function releasePinpadReceiptSms(db: Queryable, chargeId: string, markedAt: Date): Promise<void> {
  await db.query('UPDATE pinpad_charges SET receipt_sms_at = NULL WHERE id = $1 AND receipt_sms_at = $2', [
    chargeId,
    markedAt,
  ]);
}
