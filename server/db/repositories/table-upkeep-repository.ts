/**
 * What PostgreSQL's autovacuum does by itself, for the embedded database that has none (PGlite):
 * the tables to look after, and a VACUUM with ANALYZE of one of them, which reclaims the rows that
 * updates and deletes left behind and refreshes the statistics the planner chooses its plans by.
 */
import type { Queryable } from '../database';

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/** The application's tables in the current schema, largest first (most in need of fresh statistics). */
export async function listTables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname = current_schema() ORDER BY pg_relation_size(c.oid) DESC, c.relname`,
  );
  return rows.map((r) => r.name).filter((name) => TABLE_NAME.test(name));
}

/** VACUUM cannot take parameters: the name is one listTables gave, checked again here. */
export async function vacuumAnalyze(db: Queryable, table: string): Promise<void> {
  if (!TABLE_NAME.test(table)) throw new Error(`not a table name: ${table}`);
  await db.executeScript(`VACUUM (ANALYZE) "${table}"`);
}
