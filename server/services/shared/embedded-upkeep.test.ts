import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openPgliteDatabase } from '../../db/pglite-driver';
import { keepTablesUp } from './embedded-upkeep';

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

it('refreshes the statistics of every table, so the planner sees the rows written since', async () => {
  await db.query(`INSERT INTO rate_limit_counters (key, hits, window_ends_at) SELECT 'k' || n, 1, now() + interval '1 minute' FROM generate_series(1, 3000) AS n`);
  // The embedded database never analyses by itself: the planner still believes what migrate() saw.
  expect(await estimate('rate_limit_counters')).toBeLessThan(3000);
  const tables = await keepTablesUp(db);
  expect(tables).toEqual(expect.arrayContaining(['rate_limit_counters', 'bookings', 'ticket_pool', 'wallet_cards']));
  expect(await estimate('rate_limit_counters')).toBe(3000);
});
