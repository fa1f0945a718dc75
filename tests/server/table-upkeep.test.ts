import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { autovacuumRuns } from '../../server/db/repositories/table-upkeep-repository';
import {
  catchUpStatistics,
  keepTablesUp,
  startTableUpkeep,
  upkeepNeeded,
} from '../../server/services/shared/table-upkeep';
import type { ServiceLogger } from '../../server/services/shared/service-logger';
import { describeOnDrivers } from './support/describe-on-drivers';

/**
 * Where autovacuum does not run (PGlite; a PostgreSQL with it turned off) the server keeps the
 * statistics itself (docs/rules.md#database-upkeep); where it runs, the server leaves it be.
 */
describeOnDrivers('table upkeep', (driver) => {
  let db: Database;
  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await driver.cleanup();
  });

  const estimate = async (table: string) =>
    (
      await db.query<{ rows: number }>(
        'SELECT c.reltuples::int AS rows FROM pg_class c WHERE c.oid = to_regclass($1)',
        [table],
      )
    )[0]?.rows;
  const counters = (from: number, to: number) =>
    db.query(
      `INSERT INTO rate_limit_counters (key, hits, window_ends_at) SELECT 'k' || n, 1, now() + interval '1 minute' FROM generate_series($1::int, $2::int) AS n`,
      [from, to],
    );
  const warnings: string[] = [];
  const log: ServiceLogger = { info: () => undefined, warn: (_, msg) => warnings.push(msg) };
  /** The same database, saying that its autovacuum is `runs`, with the scripts (VACUUM, ANALYZE) run on it. */
  const saying = (runs: boolean, scripts: string[] = []): Database => ({
    ...db,
    query: async (sql, params) =>
      sql.includes("current_setting('autovacuum')") ? ([{ runs }] as never[]) : db.query(sql, params),
    executeScript: async (sql) => {
      scripts.push(sql);
      await db.executeScript(sql);
    },
  });

  it('vacuums and analyses every table of its own schema, so the planner sees the rows written since', async () => {
    await counters(1, 3000);
    // Migrations analysed the empty table; nothing has since.
    expect(await estimate('rate_limit_counters')).toBeLessThan(3000);
    const tables = await keepTablesUp(db);
    expect(tables).toEqual(expect.arrayContaining(['rate_limit_counters', 'bookings', 'ticket_pool', 'wallet_cards']));
    expect(await estimate('rate_limit_counters')).toBe(3000);
  });

  it('analyses the tables of its own schema that outgrew their statistics, and only those', async () => {
    await keepTablesUp(db);
    expect(await catchUpStatistics(db)).toEqual([]);
    // A few rows more (within the pages counted) are no reason; a table grown by half is.
    await counters(3001, 3010);
    expect(await catchUpStatistics(db)).toEqual([]);
    await counters(3011, 4600);
    expect(await catchUpStatistics(db)).toEqual(['rate_limit_counters']);
    expect(await estimate('rate_limit_counters')).toBe(4600);
    expect(await catchUpStatistics(db)).toEqual([]);
  });

  it('is needed on PGlite always, and on PostgreSQL exactly when its autovacuum is off', async () => {
    warnings.length = 0;
    if (driver.name === 'pglite') expect(await upkeepNeeded(db, log)).toBe(true);
    else {
      const runs = await autovacuumRuns(db);
      expect(typeof runs).toBe('boolean');
      expect(await upkeepNeeded(db, log)).toBe(!runs);
      expect(await upkeepNeeded(saying(true), log)).toBe(false);
      expect(await upkeepNeeded(saying(false), log)).toBe(true);
      expect(warnings).toContain(
        'autovacuum is off on this PostgreSQL: the server analyses and vacuums its own tables',
      );
    }
  });

  it('runs its check on a timer where it is needed, and not where autovacuum runs', async () => {
    await keepTablesUp(db);
    await counters(4601, 9000);
    if (driver.name === 'postgres') {
      // Where autovacuum runs the upkeep issues nothing (autovacuum itself may still analyse).
      const scripts: string[] = [];
      const idle = startTableUpkeep(saying(true, scripts), log, { fullEveryMs: 60 * 60_000, checkEveryMs: 20 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      idle.stop();
      expect(scripts).toEqual([]);
    }
    const upkeep = startTableUpkeep(driver.name === 'postgres' ? saying(false) : db, log, {
      fullEveryMs: 60 * 60_000,
      checkEveryMs: 20,
    });
    try {
      await vi.waitFor(async () => expect(await estimate('rate_limit_counters')).toBe(9000), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      upkeep.stop();
    }
  });
});
