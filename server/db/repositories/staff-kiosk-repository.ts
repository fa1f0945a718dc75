/** SQL of kiosk mode on a staff session (docs/staff.md#kiosk-server): staff_sessions.kiosk_since (migration 029). */
import type { Queryable } from '../database';

/**
 * Puts an unlocked, live session into kiosk mode; a session already in it keeps the time its kiosk
 * started. False when the session is locked or ended (nothing changed).
 */
export async function startStaffKiosk(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE staff_sessions SET kiosk_since = COALESCE(kiosk_since, $2), last_used_at = $2
     WHERE id = $1::bigint AND revoked_at IS NULL AND unlocked
     RETURNING id`,
    [sessionId, now],
  );
  return rows.length === 1;
}

/** When the session's kiosk started; null when it is in none. */
export async function findStaffKiosk(db: Queryable, sessionId: string): Promise<Date | null> {
  const rows = await db.query<{ kioskSince: Date | null }>(
    'SELECT kiosk_since AS "kioskSince" FROM staff_sessions WHERE id = $1::bigint',
    [sessionId],
  );
  return rows[0]?.kioskSince ?? null;
}

/** Ends the session's kiosk mode (after the staff PIN); true when it was in one. */
export async function endStaffKiosk(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE staff_sessions SET kiosk_since = NULL WHERE id = $1::bigint AND kiosk_since IS NOT NULL RETURNING id',
    [sessionId],
  );
  return rows.length === 1;
}
