/** SQL of invitations (hashed link tokens) and who accepted them. */
import type { Queryable } from '../database';

export interface InvitationRecord {
  tokenHash: string;
  tenantId: string;
  kind: 'merchant' | 'member';
  programme: string;
  inviteePhone: string | null;
  expiresAt: Date;
}

const COLUMNS = `token_hash AS "tokenHash", tenant_id AS "tenantId", kind, programme, invitee_phone AS "inviteePhone", expires_at AS "expiresAt"`;

export async function insertInvitation(
  db: Queryable,
  i: InvitationRecord & { invitedBy: string | null; createdAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO invitations (token_hash, tenant_id, kind, programme, invited_by, invitee_phone, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [i.tokenHash, i.tenantId, i.kind, i.programme, i.invitedBy, i.inviteePhone, i.expiresAt, i.createdAt],
  );
}

/** A live invitation of this tenant and kind (locked when `lock`); null for unknown, another tenant's or kind's, or expired. */
export async function findLiveInvitation(
  db: Queryable,
  hash: string,
  tenantId: string,
  kind: string,
  now: Date,
  lock = false,
): Promise<InvitationRecord | null> {
  const rows = await db.query<InvitationRecord>(
    `SELECT ${COLUMNS} FROM invitations WHERE token_hash = $1 AND tenant_id = $2 AND kind = $3 AND expires_at > $4${lock ? ' FOR UPDATE' : ''}`,
    [hash, tenantId, kind, now],
  );
  return rows[0] ?? null;
}

/** The accounts that accepted the invitation. */
export async function listAcceptances(db: Queryable, hash: string): Promise<string[]> {
  const rows = await db.query<{ accountId: string }>(
    'SELECT account_id AS "accountId" FROM invitation_acceptances WHERE token_hash = $1',
    [hash],
  );
  return rows.map((r) => r.accountId);
}

export async function insertAcceptance(db: Queryable, hash: string, accountId: string, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO invitation_acceptances (token_hash, account_id, accepted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [hash, accountId, now],
  );
}
