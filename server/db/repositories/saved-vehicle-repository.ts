/** SQL of My spots' saved vehicles (docs/customer-places.md#my-spots): always by tenant and account. */
import type { Queryable } from '../database';

export interface SavedVehicleRecord {
  vehicleId: string;
  plate: string;
  nickname: string;
  /** Unix seconds. */
  savedAt: number;
}

const COLUMNS = `id AS "vehicleId", plate, nickname, extract(epoch FROM created_at)::bigint::int AS "savedAt"`;

export async function listSavedVehicles(
  db: Queryable,
  tenantId: string,
  accountId: string,
): Promise<SavedVehicleRecord[]> {
  return db.query<SavedVehicleRecord>(
    `SELECT ${COLUMNS} FROM saved_vehicles WHERE tenant_id = $1 AND account_id = $2 ORDER BY created_at, id`,
    [tenantId, accountId],
  );
}

/** Locks the account's row so concurrent saves of one account count one after another. */
export async function lockAccountRow(tx: Queryable, tenantId: string, accountId: string): Promise<boolean> {
  const rows = await tx.query('SELECT id FROM accounts WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [
    accountId,
    tenantId,
  ]);
  return rows.length === 1;
}

/** Inserts unless the account saved the plate already (null then). */
export async function insertSavedVehicle(
  tx: Queryable,
  v: { id: string; tenantId: string; accountId: string; plate: string; nickname: string; now: Date },
): Promise<SavedVehicleRecord | null> {
  const rows = await tx.query<SavedVehicleRecord>(
    `INSERT INTO saved_vehicles (id, tenant_id, account_id, plate, nickname, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (account_id, plate) DO NOTHING RETURNING ${COLUMNS}`,
    [v.id, v.tenantId, v.accountId, v.plate, v.nickname, v.now],
  );
  return rows[0] ?? null;
}

/** Deletes one of the account's vehicles; false when it is not theirs (or gone). */
export async function deleteSavedVehicle(
  db: Queryable,
  tenantId: string,
  accountId: string,
  vehicleId: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM saved_vehicles WHERE id = $1 AND tenant_id = $2 AND account_id = $3 RETURNING id',
    [vehicleId, tenantId, accountId],
  );
  return rows.length === 1;
}
