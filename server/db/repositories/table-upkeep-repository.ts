/**
 * What PostgreSQL's autovacuum does by itself, for the embedded database that has none (PGlite):
 * the tables to look after, those whose statistics have fallen behind, and a VACUUM with ANALYZE
 * (or an ANALYZE alone) of one of them, which reclaims the rows that updates and deletes left
 * behind and refreshes the statistics the planner chooses its plans by.
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

/**
 * The tables that have grown by more than a tenth and a page since their statistics were taken
 * (pg_class.relpages is the size the last ANALYZE or VACUUM saw), largest growth first. The
 * embedded database keeps no count of changed rows that it could read (its pg_stat_user_tables
 * stays at zero), so growth is measured by size: it is what turns a small table's plans wrong.
 */
export async function tablesOutgrowingTheirStatistics(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM (
       SELECT c.relname AS name, c.relpages AS counted, pg_relation_size(c.oid) / current_setting('block_size')::int AS pages
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'r' AND n.nspname = current_schema()
     ) t WHERE pages > counted * 1.1 + 1
     ORDER BY pages - counted DESC, name`,
  );
  return rows.map((r) => r.name).filter((name) => TABLE_NAME.test(name));
}

function checkedName(table: string): string {
  if (!TABLE_NAME.test(table)) throw new Error(`not a table name: ${table}`);
  return `"${table}"`;
}

/** VACUUM cannot take parameters: the name is one listTables gave, checked again here. */
export async function vacuumAnalyze(db: Queryable, table: string): Promise<void> {
  await db.executeScript(`VACUUM (ANALYZE) ${checkedName(table)}`);
}

/** ANALYZE alone (no parameters either): new statistics, and every plan made on the old ones made again. */
export async function analyzeTable(db: Queryable, table: string): Promise<void> {
  await db.executeScript(`ANALYZE ${checkedName(table)}`);
}
