/**
 * Keeps the planner's statistics true where nothing else does (docs/rules.md#database-upkeep).
 * PostgreSQL's autovacuum refreshes them as tables change. PGlite has no autovacuum, and a
 * PostgreSQL server may run with it turned off (`autovacuum = off`, as some test and bulk-load
 * set-ups do); there the planner keeps the statistics of the day the tables were created, and as
 * bookings grow its plans flip to sequential scans. So, on PGlite always, and on a PostgreSQL
 * whose autovacuum is off, the server does what autovacuum would:
 * - every STATISTICS_CHECK_INTERVAL_MS (10 s), ANALYZE each table that has grown by more than a tenth
 *   since its statistics were taken. A plan a connection keeps (a foreign key's lookup of a
 *   ticket's booking, made while `bookings` was small: a sequential scan) is made again only when
 *   the statistics change, and until then every booking read the whole table;
 * - every UPKEEP_INTERVAL_MS (10 minutes), VACUUM (ANALYZE) every table.
 * One table at a time, so requests run between them (PGlite has a single connection). Several
 * server processes on one PostgreSQL each run it; a table another process is working on is skipped.
 */
import type { Database } from '../../db/database';
import {
  analyzeTable,
  autovacuumRuns,
  listTables,
  tablesOutgrowingTheirStatistics,
  vacuumAnalyze,
} from '../../db/repositories/table-upkeep-repository';
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

/**
 * Whether the server must keep the statistics itself: on PGlite, and on a PostgreSQL that says its
 * autovacuum is off (said once, as a warning). A database that does not answer is left alone.
 */
export async function upkeepNeeded(db: Database, log: ServiceLogger): Promise<boolean> {
  if (db.driver === 'pglite') return true;
  if ((await autovacuumRuns(db)) !== false) return false;
  log.warn({}, 'autovacuum is off on this PostgreSQL: the server analyses and vacuums its own tables');
  return true;
}

export interface UpkeepIntervals {
  fullEveryMs: number;
  checkEveryMs: number;
}

export function startTableUpkeep(
  db: Database,
  log: ServiceLogger,
  every: UpkeepIntervals = { fullEveryMs: UPKEEP_INTERVAL_MS, checkEveryMs: STATISTICS_CHECK_INTERVAL_MS },
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running = false;
  let lastFull = performance.now();
  const tick = () => {
    if (running) return;
    running = true;
    const started = performance.now();
    const full = started - lastFull >= every.fullEveryMs;
    if (full) lastFull = started;
    (full ? keepTablesUp(db) : catchUpStatistics(db))
      .then(
        (tables) => {
          // Worth a line only when it held a connection long enough to be felt.
          const ms = Math.round(performance.now() - started);
          if (ms >= SLOW_UPKEEP_MS)
            log.info(
              { tables: tables.length, ms, full },
              full ? 'vacuumed and analysed the tables' : 'analysed the tables that grew',
            );
        },
        (error: unknown) => log.warn({ err: error }, 'database upkeep failed'),
      )
      .finally(() => {
        running = false;
      });
  };
  upkeepNeeded(db, log).then(
    (needed) => {
      if (!needed || stopped) return;
      timer = setInterval(tick, every.checkEveryMs);
      timer.unref();
    },
    (error: unknown) => log.warn({ err: error }, 'database upkeep failed to start'),
  );
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
