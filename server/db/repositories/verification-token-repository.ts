/** SQL of the verification_tokens table: single-use proofs that a phone was verified for a purpose. */
import type { Queryable } from '../database';
import type { SmsCodeKey, SmsCodePurpose } from './sms-code-repository';

export async function insertVerificationToken(
  db: Queryable,
  tokenHash: string,
  key: SmsCodeKey,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO verification_tokens (token_hash, tenant_id, phone, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [tokenHash, key.tenantId, key.phone, key.purpose, now, expiresAt],
  );
}

/**
 * The phone of a usable token (right tenant and purpose, unused, unexpired), locking its row
 * until the transaction ends so a concurrent use waits and then finds it used.
 */
export async function lockUsableVerificationToken(
  tx: Queryable,
  tokenHash: string,
  tenantId: string,
  purpose: SmsCodePurpose,
  now: Date,
): Promise<string | null> {
  const rows = await tx.query<{ phone: string }>(
    `SELECT phone FROM verification_tokens
     WHERE token_hash = $1 AND tenant_id = $2 AND purpose = $3 AND consumed_at IS NULL AND expires_at > $4
     FOR UPDATE`,
    [tokenHash, tenantId, purpose, now],
  );
  return rows[0]?.phone ?? null;
}

/** Uses a token up; false when it was already used (or does not exist). */
export async function consumeVerificationToken(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ phone: string }>(
    'UPDATE verification_tokens SET consumed_at = $2 WHERE token_hash = $1 AND consumed_at IS NULL RETURNING phone',
    [tokenHash, now],
  );
  return rows.length === 1;
}

/** Deletes tokens that expired before `before`; returns how many. */
export async function deleteExpiredVerificationTokens(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ token_hash: string }>(
    'DELETE FROM verification_tokens WHERE expires_at < $1 RETURNING token_hash',
    [before],
  );
  return rows.length;
}
