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
