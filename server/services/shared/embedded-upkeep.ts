/**
 * Keeps the embedded database's plans honest (docs/rules.md#embedded-database-upkeep). PGlite has
 * no autovacuum: without it the planner keeps the statistics of the day the tables were created,
 * and as bookings grow its plans flip to sequential scans. Every UPKEEP_INTERVAL_MS, one table at a
 * time (so requests run between them on the single connection), VACUUM (ANALYZE) every table.
 * PostgreSQL does this itself, so the upkeep does nothing there.
 */
import type { Database } from '../../db/database';
import { listTables, vacuumAnalyze } from '../../db/repositories/table-upkeep-repository';
import type { ServiceLogger } from './service-logger';

export const UPKEEP_INTERVAL_MS = 10 * 60_000;
const SLOW_UPKEEP_MS = 100;

/** One round of upkeep: every table, one after another. Returns the tables looked after. */
export async function keepTablesUp(db: Database): Promise<string[]> {
  const tables = await listTables(db);
  for (const table of tables) await vacuumAnalyze(db, table);
  return tables;
}

export function startEmbeddedUpkeep(db: Database, log: ServiceLogger, intervalMs = UPKEEP_INTERVAL_MS): { stop(): void } {
  if (db.driver !== 'pglite') return { stop: () => undefined };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const started = performance.now();
    keepTablesUp(db)
      .then(
        (tables) => {
          // Worth a line only when it held the single connection long enough to be felt.
          const ms = Math.round(performance.now() - started);
          if (ms >= SLOW_UPKEEP_MS) log.info({ tables: tables.length, ms }, 'vacuumed and analysed the embedded database');
        },
        (error: unknown) => log.warn({ err: error }, 'embedded database upkeep failed'),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
