/**
 * SQL of the quick staff switch (docs/staff.md#staff-switch): the device marks of a staff session
 * (migration 035), the site's staff lately signed in, and the switch itself, which ends the
 * device's session and opens the next staff member's with the same marks.
 */
import type { Database, Queryable } from '../database';

export interface StaffSessionDevice {
  deviceId: string;
  /** The shop code (lower case) the device signed in at with a password. */
  site: string;
  /** The staff member who signed the device in with a password. */
  signerId: string;
  kioskSince: Date | null;
}

/** The device marks of a live session; null for a session opened without a site (the admin area, or before migration 035). */
export async function findStaffSessionDevice(db: Queryable, sessionId: string): Promise<StaffSessionDevice | null> {
  const rows = await db.query<StaffSessionDevice>(
    `SELECT device_id::text AS "deviceId", site, device_signer::text AS "signerId", kiosk_since AS "kioskSince"
     FROM staff_sessions
     WHERE id = $1::bigint AND revoked_at IS NULL AND device_id IS NOT NULL AND site IS NOT NULL AND device_signer IS NOT NULL`,
    [sessionId],
  );
  return rows[0] ?? null;
}

export interface SiteStaffMember {
  staffId: string;
  staffCode: string;
  name: string;
}

/**
 * The tenant's live staff members who signed in at the site (any device) since `since`, latest
 * first, each once, at most `limit`, without `exceptStaffId`.
 */
export async function listSiteStaff(
  db: Queryable,
  tenantId: string,
  site: string,
  since: Date,
  exceptStaffId: string,
  limit: number,
): Promise<SiteStaffMember[]> {
  return db.query<SiteStaffMember>(
    `SELECT m.id::text AS "staffId", m.staff_code AS "staffCode", m.name
     FROM staff_members m
     JOIN (SELECT staff_id, max(created_at) AS latest FROM staff_sessions
           WHERE site = $2 AND created_at > $3 GROUP BY staff_id) s ON s.staff_id = m.id
     WHERE m.tenant_id = $1 AND m.disabled_at IS NULL AND m.id <> $4::uuid
     ORDER BY s.latest DESC, m.staff_code
     LIMIT $5`,
    [tenantId, site, since, exceptStaffId, limit],
  );
}

/**
 * In one transaction: ends the device's session `fromSessionId` and opens an unlocked session of
 * `staffId` with the same device marks. False (nothing changed) when that session had ended or
 * was put in kiosk mode meanwhile, so two switches at once from one session open one session.
 */
export async function switchStaffSession(
  db: Database,
  change: { fromSessionId: string; staffId: string; tokenHash: string; device: StaffSessionDevice; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx.query(
      `UPDATE staff_sessions SET revoked_at = $2
       WHERE id = $1::bigint AND revoked_at IS NULL AND kiosk_since IS NULL RETURNING id`,
      [change.fromSessionId, change.now],
    );
    if (ended.length !== 1) return false;
    await tx.query(
      `INSERT INTO staff_sessions (staff_id, token_hash, unlocked, created_at, last_used_at, device_id, site, device_signer)
       VALUES ($1, $2, true, $3, $3, $4::uuid, $5, $6::uuid)`,
      [
        change.staffId,
        change.tokenHash,
        change.now,
        change.device.deviceId,
        change.device.site,
        change.device.signerId,
      ],
    );
    return true;
  });
}
