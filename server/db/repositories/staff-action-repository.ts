/** SQL of the staff action log (docs/staff.md#action-log): who did what, to whom, and when. */
import type { Queryable } from '../database';

export interface StaffActionEntry {
  tenantId: string;
  /** null: a failed sign-in whose login named nobody. */
  staffId: string | null;
  action: string;
  subject?: string;
  detail?: string;
  at: Date;
}

export interface StaffActionRecord {
  staffId: string | null;
  staffCode: string | null;
  action: string;
  subject: string;
  detail: string;
  at: Date;
}

export async function insertStaffAction(db: Queryable, entry: StaffActionEntry): Promise<void> {
  await db.query(
    'INSERT INTO staff_actions (tenant_id, staff_id, action, subject, detail, at) VALUES ($1, $2, $3, $4, $5, $6)',
    [entry.tenantId, entry.staffId, entry.action, entry.subject ?? '', entry.detail ?? '', entry.at],
  );
}

/** The tenant's latest staff actions, newest first. */
export async function listStaffActions(db: Queryable, tenantId: string, limit: number): Promise<StaffActionRecord[]> {
  return db.query<StaffActionRecord>(
    `SELECT a.staff_id AS "staffId", m.staff_code AS "staffCode", a.action, a.subject, a.detail, a.at
     FROM staff_actions a LEFT JOIN staff_members m ON m.id = a.staff_id
     WHERE a.tenant_id = $1 ORDER BY a.at DESC, a.id DESC LIMIT $2`,
    [tenantId, limit],
  );
}
