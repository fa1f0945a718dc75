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
