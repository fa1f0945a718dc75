/**
 * Keeps the embedded database's plans honest (docs/rules.md#embedded-database-upkeep). PGlite has
 * no autovacuum: without it the planner keeps the statistics of the day the tables were created,
 * and as bookings grow its plans flip to sequential scans. So, as autovacuum would:
 * - every STATISTICS_CHECK_INTERVAL_MS (10 s), ANALYZE each table that has grown by more than a tenth
 *   since its statistics were taken. A plan the connection keeps (a foreign key's lookup of a
 *   ticket's booking, made while `bookings` was small: a sequential scan) is made again only when
 *   the statistics change, and until then every booking read the whole table;
 * - every UPKEEP_INTERVAL_MS (10 minutes), VACUUM (ANALYZE) every table.
 * One table at a time, so requests run between them on the single connection. PostgreSQL does
 * this itself, so the upkeep does nothing there.
 */
import type { Database } from '../../db/database';
import { analyzeTable, listTables, tablesOutgrowingTheirStatistics, vacuumAnalyze } from '../../db/repositories/table-upkeep-repository';
import type { ServiceLogger } from './service-logger';

export const UPKEEP_INTERVAL_MS = 10 * 60_000;
/**
 * Six times as often as autovacuum wakes by default (a minute): a table that starts empty (a new
 * data folder, the demo) keeps its scan plans until the first check after it grows, and the check
 * costs about half a millisecond of the connection.
 */
export const STATISTICS_CHECK_INTERVAL_MS = 10_000;
const SLOW_UPKEEP_MS = 100;

/** One round of upkeep: every table, one after another. Returns the tables looked after. */
export async function keepTablesUp(db: Database): Promise<string[]> {
  const tables = await listTables(db);
  for (const table of tables) await vacuumAnalyze(db, table);
  return tables;
}

/** ANALYZE of each table that has outgrown its statistics. Returns those analysed. */
export async function catchUpStatistics(db: Database): Promise<string[]> {
  const tables = await tablesOutgrowingTheirStatistics(db);
  for (const table of tables) await analyzeTable(db, table);
  return tables;
}

export function startEmbeddedUpkeep(db: Database, log: ServiceLogger, fullEveryMs = UPKEEP_INTERVAL_MS, checkEveryMs = STATISTICS_CHECK_INTERVAL_MS): { stop(): void } {
  if (db.driver !== 'pglite') return { stop: () => undefined };
  let running = false;
  let lastFull = performance.now();
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const started = performance.now();
    const full = started - lastFull >= fullEveryMs;
    if (full) lastFull = started;
    (full ? keepTablesUp(db) : catchUpStatistics(db))
      .then(
        (tables) => {
          // Worth a line only when it held the single connection long enough to be felt.
          const ms = Math.round(performance.now() - started);
          if (ms >= SLOW_UPKEEP_MS) log.info({ tables: tables.length, ms, full }, full ? 'vacuumed and analysed the embedded database' : 'analysed the embedded database\'s changed tables');
        },
        (error: unknown) => log.warn({ err: error }, 'embedded database upkeep failed'),
      )
      .finally(() => {
        running = false;
      });
  }, checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
