/** SQL of saved payment cards: every read and change is scoped to the tenant and the session's account. */
import type { Queryable } from '../database';

export interface SavedCardRecord {
  id: string;
  tenantId: string;
  accountId: string;
  gateway: string;
  token: string;
  maskedNumber: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
  isDefault: boolean;
  createdAt: Date;
}

const COLUMNS = `id, tenant_id AS "tenantId", account_id AS "accountId", gateway, token, masked_number AS "maskedNumber", brand,
  expiry_month AS "expiryMonth", expiry_year AS "expiryYear", holder, is_default AS "isDefault", created_at AS "createdAt"`;

export interface OwnerKey {
  tenantId: string;
  accountId: string;
}

/** The customer's cards, default first, then oldest first. */
export async function listSavedCards(db: Queryable, owner: OwnerKey): Promise<SavedCardRecord[]> {
  return db.query<SavedCardRecord>(
    `SELECT ${COLUMNS} FROM saved_cards WHERE tenant_id = $1 AND account_id = $2 ORDER BY is_default DESC, created_at, id`,
    [owner.tenantId, owner.accountId],
  );
}

export async function findOwnSavedCard(db: Queryable, owner: OwnerKey, id: string): Promise<SavedCardRecord | null> {
  const rows = await db.query<SavedCardRecord>(
    `SELECT ${COLUMNS} FROM saved_cards WHERE id = $1 AND tenant_id = $2 AND account_id = $3`,
    [id, owner.tenantId, owner.accountId],
  );
  return rows[0] ?? null;
}

/** Locks the customer's cards, so default changes and first-card inserts do not race. */
export async function lockOwnerCards(db: Queryable, owner: OwnerKey): Promise<void> {
  await db.query('SELECT id FROM saved_cards WHERE tenant_id = $1 AND account_id = $2 FOR UPDATE', [
    owner.tenantId,
    owner.accountId,
  ]);
}

/** Saves a tokenised card once (the gateway's token is unique); false when that token is already saved. */
export async function insertSavedCard(
  db: Queryable,
  card: Omit<SavedCardRecord, 'isDefault'> & { isDefault: boolean },
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO saved_cards (id, tenant_id, account_id, gateway, token, masked_number, brand, expiry_month, expiry_year, holder, is_default, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (gateway, token) DO NOTHING RETURNING id`,
    [
      card.id,
      card.tenantId,
      card.accountId,
      card.gateway,
      card.token,
      card.maskedNumber,
      card.brand,
      card.expiryMonth,
      card.expiryYear,
      card.holder,
      card.isDefault,
      card.createdAt,
    ],
  );
  return rows.length === 1;
}

/** Deletes the customer's card; false when it is not theirs (or gone). */
export async function deleteOwnSavedCard(db: Queryable, owner: OwnerKey, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM saved_cards WHERE id = $1 AND tenant_id = $2 AND account_id = $3 RETURNING id',
    [id, owner.tenantId, owner.accountId],
  );
  return rows.length === 1;
}

/** Makes `id` the customer's only default card (`id` null: none); false when `id` is not theirs. */
export async function setDefaultSavedCard(db: Queryable, owner: OwnerKey, id: string | null): Promise<boolean> {
  await db.query('UPDATE saved_cards SET is_default = false WHERE tenant_id = $1 AND account_id = $2 AND is_default', [
    owner.tenantId,
    owner.accountId,
  ]);
  if (id === null) return true;
  const rows = await db.query<{ id: string }>(
    'UPDATE saved_cards SET is_default = true WHERE id = $1 AND tenant_id = $2 AND account_id = $3 RETURNING id',
    [id, owner.tenantId, owner.accountId],
  );
  return rows.length === 1;
}
