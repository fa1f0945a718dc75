import type { Queryable } from '../database';

export interface AppliedMigration {
  version: string;
  checksum: string;
}

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 72_541_001;

/** Serialises migrations across processes; released when the surrounding transaction ends. */
export async function lockMigrations(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

export async function ensureMigrationsTable(tx: Queryable): Promise<void> {
  await tx.executeScript(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version    text PRIMARY KEY,
      checksum   text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
}

export function listAppliedMigrations(tx: Queryable): Promise<AppliedMigration[]> {
  return tx.query<AppliedMigration>('SELECT version, checksum FROM schema_migrations ORDER BY version');
}

export async function recordMigration(tx: Queryable, migration: AppliedMigration): Promise<void> {
  await tx.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [
    migration.version,
    migration.checksum,
  ]);
}

/** The newest applied migration, or null on an empty database. Also proves the database answers. */
export async function latestMigration(db: Queryable): Promise<string | null> {
  const rows = await db.query<{ version: string }>('SELECT max(version) AS version FROM schema_migrations');
  return rows[0]?.version ?? null;
}
