/**
 * What PostgreSQL's autovacuum does by itself, for a database where it does not run (PGlite has
 * none; a PostgreSQL may have it turned off): whether it runs, the tables to look after, those
 * whose statistics have fallen behind, and a VACUUM with ANALYZE (or an ANALYZE alone) of one of
 * them, which reclaims the rows that updates and deletes left behind and refreshes the statistics
 * the planner chooses its plans by. Both skip a table another connection is vacuuming or
 * analysing (SKIP_LOCKED: several server processes on one PostgreSQL each look after it).
 */
import type { Queryable } from '../database';

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Whether PostgreSQL's autovacuum runs: turned on, with the row counts it works from
 * (track_counts). Undefined when the database gives no answer.
 */
export async function autovacuumRuns(db: Queryable): Promise<boolean | undefined> {
  const rows = await db.query<{ runs: boolean }>(
    `SELECT current_setting('autovacuum') = 'on' AND current_setting('track_counts') = 'on' AS runs`,
  );
  return rows[0]?.runs;
}

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
 * stays at zero), so growth is measured by size, on both engines: it is what turns a small
 * table's plans wrong.
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
  await db.executeScript(`VACUUM (ANALYZE, SKIP_LOCKED) ${checkedName(table)}`);
}

/** ANALYZE alone (no parameters either): new statistics, and every plan made on the old ones made again. */
export async function analyzeTable(db: Queryable, table: string): Promise<void> {
  await db.executeScript(`ANALYZE (SKIP_LOCKED) ${checkedName(table)}`);
}
