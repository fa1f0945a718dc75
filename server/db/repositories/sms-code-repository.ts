/** SQL of the sms_codes table: one live code per tenant, phone and purpose, tried with one conditional update. */
import type { AccountGetUserIdentifyCodeRequest } from '../../../src/generated/api/account-get-user-identify-code.request';
import type { Queryable } from '../database';

export type SmsCodePurpose = AccountGetUserIdentifyCodeRequest['purpose'];

export interface SmsCodeKey {
  tenantId: string;
  phone: string;
  purpose: SmsCodePurpose;
}

export interface SmsCodeState {
  id: string;
  attempts: number;
  expired: boolean;
  consumed: boolean;
}

export type CodeTry = { outcome: 'matched' } | { outcome: 'wrong'; attempts: number } | { outcome: 'not-tried' };

/** Replaces any earlier code of the key by a new one. */
export async function replaceSmsCode(
  db: Queryable,
  key: SmsCodeKey,
  codeHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query('DELETE FROM sms_codes WHERE tenant_id = $1 AND phone = $2 AND purpose = $3', [
    key.tenantId,
    key.phone,
    key.purpose,
  ]);
  await db.query(
    'INSERT INTO sms_codes (tenant_id, phone, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [key.tenantId, key.phone, key.purpose, codeHash, now, expiresAt],
  );
}

/** The latest code of the key, as of `now`. */
export async function findLatestSmsCode(db: Queryable, key: SmsCodeKey, now: Date): Promise<SmsCodeState | null> {
  const rows = await db.query<SmsCodeState>(
    `SELECT id::text AS id, attempts, expires_at <= $4 AS expired, consumed_at IS NOT NULL AS consumed
     FROM sms_codes WHERE tenant_id = $1 AND phone = $2 AND purpose = $3
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [key.tenantId, key.phone, key.purpose, now],
  );
  return rows[0] ?? null;
}

/**
 * One try of a code, atomically: counts the try and, when the hash matches, uses the code up, but
 * only while the code is unused, unexpired and has had fewer than `maxAttempts` tries. Two
 * concurrent right tries cannot both match. 'not-tried' means one of those conditions failed.
 */
export async function trySmsCode(
  db: Queryable,
  codeId: string,
  codeHash: string,
  maxAttempts: number,
  now: Date,
): Promise<CodeTry> {
  const rows = await db.query<{ matched: boolean; attempts: number }>(
    `UPDATE sms_codes
     SET attempts = attempts + 1,
         consumed_at = CASE WHEN code_hash = $2 THEN $4::timestamptz ELSE NULL END
     WHERE id = $1::bigint AND consumed_at IS NULL AND attempts < $3 AND expires_at > $4
     RETURNING consumed_at IS NOT NULL AS matched, attempts`,
    [codeId, codeHash, maxAttempts, now],
  );
  const row = rows[0];
  if (!row) return { outcome: 'not-tried' };
  return row.matched ? { outcome: 'matched' } : { outcome: 'wrong', attempts: row.attempts };
}

/** Deletes codes that expired before `before`; returns how many. */
export async function deleteExpiredSmsCodes(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ id: string }>('DELETE FROM sms_codes WHERE expires_at < $1 RETURNING id::text AS id', [
    before,
  ]);
  return rows.length;
}
