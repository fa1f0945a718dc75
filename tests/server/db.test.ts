import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate, readMigrationFiles } from '../../server/db/migrate';
import { countRequest, deleteExpiredCounters } from '../../server/db/repositories/rate-limit-repository';
import { latestMigration } from '../../server/db/repositories/schema-migrations-repository';
import { startTestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';

describeOnDrivers('database', (driver) => {
  let db: Database;
  beforeEach(async () => {
    db = await driver.open();
  });
  afterEach(async () => {
    await db.close();
  });
  afterAll(async () => {
    await driver.cleanup();
  });

  it('prepares a repeated statement once per connection, and answers it the same', async () => {
    await db.query('CREATE TABLE prepared_probe (n integer)');
    await db.query('INSERT INTO prepared_probe VALUES (1), (2), (3)');
    const probe = 'SELECT count(*)::int AS n FROM prepared_probe WHERE n >= $1';
    const prepared = await db.transaction(async (tx) => {
      for (const min of [1, 2, 3]) expect(await tx.query<{ n: number }>(probe, [min])).toEqual([{ n: 4 - min }]);
      return tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [
        probe,
      ]);
    });
    // Both drivers run a repeated text as one named statement (PGlite: its single connection's).
    expect(prepared).toEqual([{ n: 1 }]);
  });

  it('applies every migration once, in order, and records it', async () => {
    const files = await readMigrationFiles();
    expect(files.map((f) => f.version)).toEqual([...files.map((f) => f.version)].sort());
    expect(await migrate(db)).toEqual(files.map((f) => f.version));
    expect(await migrate(db)).toEqual([]);
    expect(await latestMigration(db)).toBe(files.at(-1)?.version);
  });

  it('lets two processes migrate at the same time without racing', async () => {
    const sibling = await driver.openSibling();
    try {
      const [a, b] = await Promise.all([migrate(db), migrate(sibling)]);
      expect([...a, ...b].sort()).toEqual((await readMigrationFiles()).map((f) => f.version));
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0]?.n).toBe((await readMigrationFiles()).length);
    } finally {
      await sibling.close();
    }
  });

  it('refuses to start when an applied migration was edited, and rolls back a failing one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kerbside-migrations-'));
    try {
      await writeFile(path.join(dir, '001_things.sql'), 'CREATE TABLE things (id integer PRIMARY KEY);');
      expect(await migrate(db, dir)).toEqual(['001_things']);
      await writeFile(path.join(dir, '001_things.sql'), 'CREATE TABLE things (id bigint PRIMARY KEY);');
      await expect(migrate(db, dir)).rejects.toThrow(/001_things was changed after it was applied/);

      await writeFile(path.join(dir, '001_things.sql'), 'CREATE TABLE things (id integer PRIMARY KEY);');
      await writeFile(
        path.join(dir, '002_more.sql'),
        'CREATE TABLE more_things (id integer); SELECT no_such_function();',
      );
      await expect(migrate(db, dir)).rejects.toThrow();
      const tables = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'more_things' AND table_schema = current_schema()",
      );
      expect(tables[0]?.n).toBe(0);
      expect(await latestMigration(db)).toBe('001_things');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await migrate(db);
    await db.transaction((tx) => countRequest(tx, 'kept', 60_000));
    await expect(
      db.transaction(async (tx) => {
        await countRequest(tx, 'dropped', 60_000);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const keys = await db.query<{ key: string }>('SELECT key FROM rate_limit_counters ORDER BY key');
    expect(keys.map((k) => k.key)).toEqual(['kept']);
  });

  it('counts requests per window and sweeps ended windows', async () => {
    await migrate(db);
    expect((await countRequest(db, 'ip', 60_000)).hits).toBe(1);
    const second = await countRequest(db, 'ip', 60_000);
    expect(second.hits).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(55_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    const hits = await Promise.all(Array.from({ length: 10 }, () => countRequest(db, 'burst', 60_000)));
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    expect((await countRequest(db, 'short', 50)).hits).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await deleteExpiredCounters(db)).toBe(1);
    expect((await countRequest(db, 'short', 50)).hits).toBe(1);
  });

  it('serves /health from this database and limits API calls per client', async () => {
    await migrate(db);
    const t = await startTestApp({ db, rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const health = await t.app.inject('/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({
        status: 'ok',
        tenants: 4,
        database: { driver: driver.name, reachable: true },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await t.app.inject({ method: 'POST', url: '/cloud/plainco/lot/info/list', payload: { siteId: 'x' } }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await t.app.inject({ method: 'POST', url: '/s/plain-central/api/spot/config', payload: {} });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        success: false,
        result: {
          rtn: -1,
          dispMsg: 'Too many requests, please try again later',
          problem: { code: 'TOO_MANY_REQUESTS', params: {} },
        },
      });
      expect(limited.headers['retry-after']).toBeDefined();
      // Only the API is limited.
      expect((await t.app.inject('/tenant-config/plain-central')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('limits phone checks and code sends per client address more tightly than the rest of the API', async () => {
    await migrate(db);
    const window = { timeWindowMs: 600_000 };
    const t = await startTestApp({
      db,
      rateLimit: {
        max: 100,
        timeWindowMs: 60_000,
        sensitive: { chkPhone: { max: 2, ...window }, codeSend: { max: 2, ...window } },
      },
    });
    try {
      const post = (url: string, payload: object, remoteAddress = '203.0.113.7') =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress });
      const checks: number[] = [];
      for (let i = 0; i < 3; i += 1)
        checks.push((await post('/cloud/plainco/account/chkPhone', { phone: `+6421555000${i}` })).statusCode);
      expect(checks).toEqual([200, 200, 429]);
      // Across tenants: the limit is the address's, not the tenant's.
      expect((await post('/cloud/basco/account/chkPhone', { phone: '+64215550009' })).statusCode).toBe(429);
      // Another address, and the rest of the API, are not held back.
      expect((await post('/cloud/plainco/account/chkPhone', { phone: '+64215550001' }, '203.0.113.8')).statusCode).toBe(
        200,
      );
      expect((await post('/cloud/plainco/lot/info/list', { siteId: 'x' })).statusCode).toBe(200);

      const sends: number[] = [];
      for (let i = 0; i < 3; i += 1)
        sends.push(
          (await post('/cloud/plainco/account/getUserIdentifyCode', { phone: `+6421555100${i}`, purpose: 'signup' }))
            .statusCode,
        );
      expect(sends).toEqual([200, 200, 429]);
      const viaShop: number[] = [];
      for (let i = 0; i < 3; i += 1)
        viaShop.push(
          (await post('/s/plain-central/api/sms/getUserIdentifyCode', { phone: `+6421555200${i}`, purpose: 'signup' }))
            .statusCode,
        );
      expect(viaShop).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('reports 503 on /health when the database does not answer, and 200 on /health/live', async () => {
    const unreachable = await driver.open();
    await migrate(unreachable);
    const t = await startTestApp({ db: unreachable });
    try {
      await unreachable.close();
      const res = await t.app.inject('/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: { driver: driver.name, reachable: false } });
      // Liveness is not readiness: the process still answers, so an orchestrator does not restart it.
      const live = await t.app.inject('/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok', tenants: 4 });
      expect(live.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });
});
