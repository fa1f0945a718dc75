import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openTestPglite } from './support/pglite-template';
import { startTestApp, type TestApp } from './support/app-harness';
import { seedCustomer } from './support/parking-kit';

/**
 * An authenticated call reads its session; it writes the session's idle clock at most once a
 * minute (docs/rules.md#session-tokens), so a busy customer's calls are reads, not writes.
 */
const statements: string[] = [];
let t: TestApp;
let db: Database;
let now = new Date('2031-03-03T09:00:00Z');

function recording(inner: Database): Database {
  return {
    driver: inner.driver,
    query: (sql, params) => {
      statements.push(sql);
      return inner.query(sql, params);
    },
    transaction: (fn) => inner.transaction(fn),
    executeScript: (sql) => inner.executeScript(sql),
    close: () => inner.close(),
  };
}

beforeAll(async () => {
  db = await openTestPglite();
  await migrate(db);
  t = await startTestApp({ db: recording(db), accounts: { now: () => now } });
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('the session touch', () => {
  it('writes last_used_at once a minute at most, however many calls come', async () => {
    const { token } = await seedCustomer(db, 'plainco', new Date(now.getTime() - 5 * 60_000));
    const detail = () =>
      t.app.inject({
        method: 'POST',
        url: '/cloud/plainco/account/detail',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
    const touches = () => statements.filter((sql) => /^\s*UPDATE sessions SET last_used_at/.test(sql)).length;

    expect((await detail()).statusCode).toBe(200);
    expect(touches()).toBe(1); // last used five minutes ago: moved on
    for (let i = 0; i < 5; i += 1) expect((await detail()).statusCode).toBe(200);
    expect(touches()).toBe(1); // within the minute: reads only
    now = new Date(now.getTime() + 61_000);
    expect((await detail()).statusCode).toBe(200);
    expect(touches()).toBe(2);
  });
});
