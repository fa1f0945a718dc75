/** SQL of the demo staff (docs/staff.md#demo-staff): added with the demo mark, settled, disabled and enabled again at start. */
import type { Queryable } from '../database';
import type { NewStaffMember } from './staff-repository';

/** Inserts a demo staff member, marked in the same statement (never a demo password without the mark); false when the staff id or phone is taken. */
export async function insertDemoStaffMember(db: Queryable, staff: NewStaffMember): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO staff_members (id, tenant_id, staff_code, phone, name, roles, admin, password_hash, pin_hash, demo, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, string_to_array($6, ','), $7, $8, $9, true, $10, $10)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      staff.id,
      staff.tenantId,
      staff.staffCode,
      staff.phone,
      staff.name,
      staff.roles.join(','),
      staff.admin,
      staff.passwordHash,
      staff.pinHash,
      staff.now,
    ],
  );
  return rows.length > 0;
}

/** The distinct password hashes of members not yet known to be demo staff or not (from before migration 026). */
export async function unsettledPasswordHashes(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ hash: string }>(
    'SELECT DISTINCT password_hash AS hash FROM staff_members WHERE demo IS NULL',
  );
  return rows.map((row) => row.hash);
}

/** Marks the unsettled members: demo staff when their password hash is one of `demoHashes`, else not. */
export async function settleDemoMarks(db: Queryable, demoHashes: readonly string[]): Promise<void> {
  // Hashes are scrypt$N$r$p$salt$key with base64 parts: no comma.
  await db.query(
    `UPDATE staff_members SET demo = (password_hash = ANY (string_to_array($1, ','))) WHERE demo IS NULL`,
    [demoHashes.join(',')],
  );
}

/** Disables every live demo member and ends their sessions, in one statement; the staff ids and tenants of those disabled. */
export async function disableDemoStaff(
  db: Queryable,
  now: Date,
): Promise<Array<{ tenantId: string; staffCode: string }>> {
  return db.query<{ tenantId: string; staffCode: string }>(
    `WITH disabled AS (
       UPDATE staff_members SET disabled_at = $1, updated_at = $1 WHERE demo AND disabled_at IS NULL RETURNING id, tenant_id, staff_code
     ), ended AS (
       UPDATE staff_sessions SET revoked_at = $1 WHERE staff_id IN (SELECT id FROM disabled) AND revoked_at IS NULL
     )
     SELECT tenant_id AS "tenantId", staff_code AS "staffCode" FROM disabled ORDER BY tenant_id, staff_code`,
    [now],
  );
}

/** Enables the tenants' disabled demo members again (a demo start after one without the demo); how many. */
export async function enableDemoStaff(db: Queryable, tenantIds: readonly string[], now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE staff_members SET disabled_at = NULL, updated_at = $2 WHERE demo AND disabled_at IS NOT NULL AND tenant_id = ANY (string_to_array($1, ',')) RETURNING id`,
    [tenantIds.join(','), now],
  );
  return rows.length;
}

/** The distinct password hashes of the demo members. */
export async function demoPasswordHashes(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ hash: string }>('SELECT DISTINCT password_hash AS hash FROM staff_members WHERE demo');
  return rows.map((row) => row.hash);
}

/**
 * Gives every tenant's demo member of this staff id their own password and PIN hashes, where their
 * password hash is still one of `from` (the shared one); how many were changed. Their sessions and
 * lockouts are left: the PIN they type from now on is their own.
 */
export async function replaceDemoCredentials(
  db: Queryable,
  change: { staffCode: string; from: readonly string[]; password: string; pin: string; now: Date },
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE staff_members SET password_hash = $3, pin_hash = $4, updated_at = $5
     WHERE demo AND staff_code = $1 AND password_hash = ANY (string_to_array($2, ',')) RETURNING id`,
    [change.staffCode, change.from.join(','), change.password, change.pin, change.now],
  );
  return rows.length;
}
