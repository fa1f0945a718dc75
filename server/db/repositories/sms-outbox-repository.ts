/** SQL of the sms_outbox table, where the default SMS provider puts messages instead of sending them. */
import type { Queryable } from '../database';
import type { SmsCodePurpose } from './sms-code-repository';

/** A code's purpose, or a receipt (docs/staff.md#pinpad-receipt). */
export type OutboxPurpose = SmsCodePurpose | 'receipt';

export interface OutboxMessage {
  tenantId: string;
  phone: string;
  purpose: OutboxPurpose;
  body: string;
}

export interface StoredOutboxMessage extends OutboxMessage {
  /** Whole seconds since 1970. */
  sentAt: number;
}

export async function insertOutboxMessage(db: Queryable, message: OutboxMessage, now: Date): Promise<void> {
  await db.query('INSERT INTO sms_outbox (tenant_id, phone, purpose, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
    message.tenantId,
    message.phone,
    message.purpose,
    message.body,
    now,
  ]);
}

/** The latest message of a code sent to the phone (a receipt sent since is passed over). */
export async function latestOutboxMessage(
  db: Queryable,
  tenantId: string,
  phone: string,
): Promise<(StoredOutboxMessage & { purpose: SmsCodePurpose }) | null> {
  const rows = await db.query<StoredOutboxMessage & { purpose: SmsCodePurpose }>(
    `SELECT tenant_id AS "tenantId", phone, purpose, body, floor(EXTRACT(EPOCH FROM created_at))::double precision AS "sentAt"
     FROM sms_outbox WHERE tenant_id = $1 AND phone = $2 AND purpose <> 'receipt' ORDER BY id DESC LIMIT 1`,
    [tenantId, phone],
  );
  return rows[0] ?? null;
}

/** The latest receipt sent to the phone (what a staff member or a test reads back from the demo's outbox). */
export async function latestOutboxReceipt(
  db: Queryable,
  tenantId: string,
  phone: string,
): Promise<StoredOutboxMessage | null> {
  const rows = await db.query<StoredOutboxMessage>(
    `SELECT tenant_id AS "tenantId", phone, purpose, body, floor(EXTRACT(EPOCH FROM created_at))::double precision AS "sentAt"
     FROM sms_outbox WHERE tenant_id = $1 AND phone = $2 AND purpose = 'receipt' ORDER BY id DESC LIMIT 1`,
    [tenantId, phone],
  );
  return rows[0] ?? null;
}
