/** SQL of the admin members screen (docs/admin.md#members): a tenant's staff members, listed and edited. */
import type { Queryable } from '../database';

export interface MemberRow {
  id: string;
  staffCode: string;
  name: string;
  phone: string | null;
  roles: string[];
  admin: boolean;
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const MEMBER = `id, staff_code AS "staffCode", name, phone, roles, admin, disabled_at AS "disabledAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

export async function listMembers(db: Queryable, tenantId: string): Promise<MemberRow[]> {
  return db.query<MemberRow>(`SELECT ${MEMBER} FROM staff_members WHERE tenant_id = $1 ORDER BY lower(staff_code)`, [
    tenantId,
  ]);
}

/** A member of the tenant, disabled ones included; `lock` holds the row until the transaction ends. */
export async function findMember(db: Queryable, tenantId: string, id: string, lock = false): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(
    `SELECT ${MEMBER} FROM staff_members WHERE tenant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/** Whether another member of the tenant has the phone number. */
export async function memberPhoneTaken(
  db: Queryable,
  tenantId: string,
  phone: string,
  exceptId: string,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 AS n FROM staff_members WHERE tenant_id = $1 AND phone = $2 AND id <> $3', [
    tenantId,
    phone,
    exceptId,
  ]);
  return rows.length > 0;
}

export interface MemberChange {
  name: string;
  phone: string | null;
  roles: readonly string[];
  admin: boolean;
  disabled: boolean;
  passwordHash: string | null;
  pinHash: string | null;
}

export async function updateMember(
  db: Queryable,
  tenantId: string,
  id: string,
  change: MemberChange,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE staff_members SET name = $3, phone = $4, roles = string_to_array($5, ','), admin = $6,
       disabled_at = CASE WHEN $7 THEN coalesce(disabled_at, $10) ELSE NULL END,
       password_hash = coalesce($8, password_hash), pin_hash = coalesce($9, pin_hash),
       updated_at = $10
     WHERE tenant_id = $1 AND id = $2`,
    [
      tenantId,
      id,
      change.name,
      change.phone,
      change.roles.join(','),
      change.admin,
      change.disabled,
      change.passwordHash,
      change.pinHash,
      now,
    ],
  );
}

/** Ends the member's sessions (disabled, or their password changed). */
export async function revokeMemberSessions(db: Queryable, staffId: string, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL', [
    staffId,
    now,
  ]);
}
