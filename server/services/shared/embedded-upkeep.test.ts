import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openPgliteDatabase } from '../../db/pglite-driver';
import { catchUpStatistics, keepTablesUp, startEmbeddedUpkeep } from './embedded-upkeep';
import type { ServiceLogger } from './service-logger';

let db: Database;
beforeAll(async () => {
  db = await openPgliteDatabase();
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
});

const estimate = async (table: string) =>
  (await db.query<{ rows: number }>('SELECT reltuples::int AS rows FROM pg_class WHERE relname = $1', [table]))[0]?.rows;

const counters = (from: number, to: number) =>
  db.query(`INSERT INTO rate_limit_counters (key, hits, window_ends_at) SELECT 'k' || n, 1, now() + interval '1 minute' FROM generate_series($1::int, $2::int) AS n`, [from, to]);

const quietLog: ServiceLogger = { info: () => undefined, warn: () => undefined };

it('refreshes the statistics of every table, so the planner sees the rows written since', async () => {
  await counters(1, 3000);
  // The embedded database never analyses by itself: the planner still believes what migrate() saw.
  expect(await estimate('rate_limit_counters')).toBeLessThan(3000);
  const tables = await keepTablesUp(db);
  expect(tables).toEqual(expect.arrayContaining(['rate_limit_counters', 'bookings', 'ticket_pool', 'wallet_cards']));
  expect(await estimate('rate_limit_counters')).toBe(3000);
});

it('between full rounds, analyses only the tables that outgrew their statistics, once each', async () => {
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

it('runs the check on its own timer, between the full rounds', async () => {
  await keepTablesUp(db);
  await counters(4601, 9000);
  const upkeep = startEmbeddedUpkeep(db, quietLog, 60 * 60_000, 20);
  try {
    await vi.waitFor(async () => expect(await estimate('rate_limit_counters')).toBe(9000), { timeout: 5000, interval: 20 });
  } finally {
    upkeep.stop();
  }
});
