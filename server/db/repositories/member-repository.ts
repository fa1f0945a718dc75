/** SQL of member find at the counter (docs/staff.md#member-find): a customer of the tenant by phone, card number or QR payload. */
import type { Queryable } from '../database';

export interface MemberRecord {
  accountId: string;
  firstName: string;
  lastName: string;
  phone: string;
}

const MEMBER_COLUMNS = `a.id AS "accountId", a.first_name AS "firstName", a.last_name AS "lastName", a.phone`;

export async function findMemberByPhone(db: Queryable, tenantId: string, phone: string): Promise<MemberRecord | null> {
  const rows = await db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM accounts a WHERE a.tenant_id = $1 AND a.phone = $2`,
    [tenantId, phone],
  );
  return rows[0] ?? null;
}

/** The holder of a live card of the tenant with this 16-digit number. */
export async function findMemberByCardNumber(
  db: Queryable,
  tenantId: string,
  cardNumber: string,
): Promise<MemberRecord | null> {
  const rows = await db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM wallet_cards c JOIN accounts a ON a.id = c.account_id
     WHERE c.tenant_id = $1 AND c.card_number = $2 AND c.deleted_at IS NULL AND a.tenant_id = $1`,
    [tenantId, cardNumber],
  );
  return rows[0] ?? null;
}

/** The holder of a live card of the tenant whose QR code carries this member code. */
export async function findMemberByQrPayload(
  db: Queryable,
  tenantId: string,
  qrPayload: string,
): Promise<MemberRecord | null> {
  const rows = await db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM wallet_cards c JOIN accounts a ON a.id = c.account_id
     WHERE c.tenant_id = $1 AND c.qr_payload = $2 AND c.deleted_at IS NULL AND a.tenant_id = $1`,
    [tenantId, qrPayload],
  );
  return rows[0] ?? null;
}

export async function findMemberById(db: Queryable, tenantId: string, accountId: string): Promise<MemberRecord | null> {
  const rows = await db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM accounts a WHERE a.tenant_id = $1 AND a.id = $2`,
    [tenantId, accountId],
  );
  return rows[0] ?? null;
}

/** `%` and `_` typed by staff are letters, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Customers of the tenant whose first name, last name or full name (either order) contains `part`,
 * ignoring case, by last then first name.
 */
export async function searchMembersByName(
  db: Queryable,
  tenantId: string,
  part: string,
  limit: number,
): Promise<MemberRecord[]> {
  return db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM accounts a
     WHERE a.tenant_id = $1
       AND (a.first_name || ' ' || a.last_name ILIKE $2 OR a.last_name || ' ' || a.first_name ILIKE $2
            OR a.last_name || a.first_name ILIKE $2)
     ORDER BY lower(a.last_name), lower(a.first_name), a.id LIMIT $3`,
    [tenantId, `%${likeLiteral(part)}%`, limit],
  );
}

/** The members a staff member found or opened since `since`, latest first, each once. */
export async function recentMembersOfStaff(
  db: Queryable,
  tenantId: string,
  staffId: string,
  since: Date,
  limit: number,
): Promise<(MemberRecord & { seenAt: Date })[]> {
  return db.query<MemberRecord & { seenAt: Date }>(
    `SELECT ${MEMBER_COLUMNS}, r.seen_at AS "seenAt"
     FROM (SELECT subject, max(at) AS seen_at FROM staff_actions
           WHERE staff_id = $2 AND tenant_id = $1 AND action = 'member_find' AND subject <> '' AND at >= $3
           GROUP BY subject) r
     JOIN accounts a ON a.id::text = r.subject AND a.tenant_id = $1
     ORDER BY r.seen_at DESC LIMIT $4`,
    [tenantId, staffId, since, limit],
  );
}
