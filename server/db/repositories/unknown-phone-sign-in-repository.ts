/**
 * SQL of unknown_phone_sign_in_failures: failed password sign-ins for numbers without an account,
 * counted like an account's own (account-repository claimLoginTry), so a lockout says nothing
 * about whether the number is registered.
 */
import type { Queryable } from '../database';

/**
 * Counts one failed try for the phone, atomically; returns the failures so far (this one included),
 * or null when the number is already locked or at the limit.
 */
export async function claimUnknownPhoneTry(db: Queryable, tenantId: string, phone: string, maxFailures: number, now: Date): Promise<number | null> {
  const rows = await db.query<{ failedLogins: number }>(
    `INSERT INTO unknown_phone_sign_in_failures AS f (tenant_id, phone, failed_logins, updated_at)
     VALUES ($1, $2, 1, $4)
     ON CONFLICT (tenant_id, phone) DO UPDATE SET failed_logins = f.failed_logins + 1, updated_at = $4
       WHERE f.locked_at IS NULL AND f.failed_logins < $3
     RETURNING f.failed_logins AS "failedLogins"`,
    [tenantId, phone, maxFailures, now],
  );
  return rows[0]?.failedLogins ?? null;
}

/** Locks the number, as lockAccount locks an account. */
export async function lockUnknownPhone(db: Queryable, tenantId: string, phone: string, now: Date): Promise<void> {
  await db.query('UPDATE unknown_phone_sign_in_failures SET locked_at = $3, updated_at = $3 WHERE tenant_id = $1 AND phone = $2 AND locked_at IS NULL', [tenantId, phone, now]);
}
