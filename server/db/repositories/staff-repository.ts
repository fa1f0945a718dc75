/** SQL of staff members and their sessions (docs/staff.md). Every lookup is scoped to a tenant. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../database';

export interface StaffRecord {
  id: string;
  tenantId: string;
  staffCode: string;
  phone: string | null;
  name: string;
  roles: string[];
  admin: boolean;
  passwordHash: string;
  pinHash: string;
}

export interface NewStaffMember {
  id: string;
  tenantId: string;
  staffCode: string;
  phone: string | null;
  name: string;
  roles: readonly string[];
  admin: boolean;
  passwordHash: string;
  pinHash: string;
  now: Date;
}

const STAFF_COLUMNS = `id, tenant_id AS "tenantId", staff_code AS "staffCode", phone, name, roles, admin,
  password_hash AS "passwordHash", pin_hash AS "pinHash"`;

/** A live staff member of the tenant by staff id (case-insensitive) or E.164 phone. */
export async function findStaffByLogin(
  db: Queryable,
  tenantId: string,
  staffCode: string,
  phone: string | null,
): Promise<StaffRecord | null> {
  const rows = await db.query<StaffRecord>(
    `SELECT ${STAFF_COLUMNS} FROM staff_members
     WHERE tenant_id = $1 AND disabled_at IS NULL AND (lower(staff_code) = lower($2) OR ($3::text IS NOT NULL AND phone = $3))
     ORDER BY (lower(staff_code) = lower($2)) DESC LIMIT 1`,
    [tenantId, staffCode, phone],
  );
  return rows[0] ?? null;
}

export async function findStaffById(db: Queryable, tenantId: string, id: string): Promise<StaffRecord | null> {
  const rows = await db.query<StaffRecord>(
    `SELECT ${STAFF_COLUMNS} FROM staff_members WHERE tenant_id = $1 AND id = $2 AND disabled_at IS NULL`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

export async function staffCodeTaken(db: Queryable, tenantId: string, staffCode: string): Promise<boolean> {
  const rows = await db.query<{ n: number }>(
    'SELECT 1 AS n FROM staff_members WHERE tenant_id = $1 AND lower(staff_code) = lower($2)',
    [tenantId, staffCode],
  );
  return rows.length > 0;
}

/** Inserts the staff member; false when the tenant already has that staff id or phone. */
export async function insertStaffMember(db: Queryable, staff: NewStaffMember): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO staff_members (id, tenant_id, staff_code, phone, name, roles, admin, password_hash, pin_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, string_to_array($6, ','), $7, $8, $9, $10, $10)
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

export interface LiveStaffSession {
  sessionId: string;
  staffId: string;
  unlocked: boolean;
  lastUsedAt: Date;
}

/**
 * Opens a locked session. `site` (a shop code, lower case) marks a password sign-in at a site: the
 * session gets a new device id and the staff member as the device's signer, which a quick staff
 * switch carries on (docs/staff.md#staff-switch).
 */
export async function insertStaffSession(
  db: Queryable,
  staffId: string,
  tokenHash: string,
  now: Date,
  site: string | null = null,
): Promise<void> {
  await db.query(
    `INSERT INTO staff_sessions (staff_id, token_hash, created_at, last_used_at, device_id, site, device_signer)
     VALUES ($1, $2, $3, $3, $4::uuid, $5::text, CASE WHEN $5::text IS NULL THEN NULL ELSE $1::uuid END)`,
    [staffId, tokenHash, now, site === null ? null : randomUUID(), site],
  );
}

/** The live session of a token whose staff member belongs to the tenant and was used after `idleSince`. */
export async function findLiveStaffSession(
  db: Queryable,
  tenantId: string,
  tokenHash: string,
  idleSince: Date,
): Promise<LiveStaffSession | null> {
  const rows = await db.query<LiveStaffSession>(
    `SELECT s.id::text AS "sessionId", s.staff_id AS "staffId", s.unlocked, s.last_used_at AS "lastUsedAt"
     FROM staff_sessions s JOIN staff_members m ON m.id = s.staff_id
     WHERE s.token_hash = $1 AND m.tenant_id = $2 AND m.disabled_at IS NULL AND s.revoked_at IS NULL AND s.last_used_at > $3`,
    [tokenHash, tenantId, idleSince],
  );
  return rows[0] ?? null;
}

export async function touchStaffSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET last_used_at = $2 WHERE id = $1::bigint AND revoked_at IS NULL', [
    sessionId,
    now,
  ]);
}

export async function setStaffSessionUnlocked(
  db: Queryable,
  sessionId: string,
  unlocked: boolean,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE staff_sessions SET unlocked = $2, last_used_at = $3 WHERE id = $1::bigint AND revoked_at IS NULL',
    [sessionId, unlocked, now],
  );
}

export async function revokeStaffSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET revoked_at = $2 WHERE id = $1::bigint AND revoked_at IS NULL', [
    sessionId,
    now,
  ]);
}
