/**
 * The server listens before its database is opened and migrated and before its tenant files are
 * loaded (docs/architecture.md#fast-start): liveness answers at once, readiness answers 503
 * "starting" until both are done, and every other request waits for them, so none is answered
 * without its database or tenant (server/http/readiness-gate.ts, server/db/opening-database.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openingDatabase, type OpeningDatabase } from '../../server/db/opening-database';
import { openTestPglite } from './support/pglite-template';
import { allOf } from '../../server/http/readiness-gate';
import { startTestApp, type TestApp } from './support/app-harness';
import { OFFERS, ParkingClient, parkingTenants } from './support/parking-kit';

/** A promise and the functions that settle it, so a test decides when the database is there. */
function gate<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `p` has settled after the event loop has had `ms` to run. */
async function settledWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void p.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((r) => setTimeout(r, ms));
  return settled;
}

let t: TestApp | undefined;
let db: OpeningDatabase | undefined;
let real: Database | undefined;

afterEach(async () => {
  await t?.close();
  await db?.close();
  t = undefined;
  db = undefined;
  real = undefined;
});

describe('a server whose database is still opening', () => {
  it(
    'answers liveness, readiness "starting", and a database request only once the database is there',
    { timeout: 120_000 },
    async () => {
      const opening = gate<Database>();
      db = openingDatabase('pglite', opening.promise);
      t = await startTestApp({ tenants: parkingTenants(), db, startup: db, waitForTenants: false });
      const client = new ParkingClient(t.app, 'park-central', 'plain');

      // A pool read asked before anything is ready: it waits, whatever the tenants do meanwhile.
      const early = client.raw('/cloud/parkco/ticket/loadTicketPool', {
        siteId: 'park-central-site',
        offerCode: 'hourly',
      });
      expect((await t.app.inject('/health/live')).statusCode).toBe(200);
      await t.app.tenants.ready();
      expect(t.app.tenants.loaded()).toBe(true);
      // The tenants are in, the database is not: still starting, and the request still waits.
      const starting = await t.app.inject('/health');
      expect(starting.statusCode).toBe(503);
      expect(starting.headers['retry-after']).toBe('1');
      expect(starting.json()).toEqual({ status: 'starting', tenants: 2 });
      expect(await settledWithin(early, 200)).toBe(false);
      // A shop page that needs no database waits too: the gate is the whole start, not per route.
      const config = t.app.inject('/tenant-config/park-central');
      expect(await settledWithin(config, 50)).toBe(false);

      real = await openTestPglite();
      await migrate(real);
      opening.resolve(real);
      const answer = await early;
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        success: true,
        result: { rtn: 1, list: [{ balance: OFFERS.hourly.capacity }] },
      });
      expect((await config).statusCode).toBe(200);
      expect(db.ready()).toBe(true);
      const ready = await t.app.inject('/health');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ok', tenants: 2, database: { driver: 'pglite', reachable: true } });
    },
  );

  it(
    'answers a waiting request with an error, never a wrong answer, when the database cannot be opened',
    { timeout: 120_000 },
    async () => {
      const opening = gate<Database>();
      db = openingDatabase('pglite', opening.promise);
      t = await startTestApp({ tenants: parkingTenants(), db, startup: db, waitForTenants: false });
      const client = new ParkingClient(t.app, 'park-central', 'plain');
      const early = client.raw('/cloud/parkco/ticket/loadTicketPool', {
        siteId: 'park-central-site',
        offerCode: 'hourly',
      });
      expect(await settledWithin(early, 50)).toBe(false);
      opening.reject(new Error('migration 999 failed'));
      const answer = await early;
      expect(answer.statusCode).toBe(500);
      expect(answer.body).not.toContain('migration 999');
      const health = await t.app.inject('/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'starting' });
      await expect(db.whenReady()).rejects.toThrow('migration 999 failed');
    },
  );

  it('queries nothing before it is open, and closes what it opened', { timeout: 120_000 }, async () => {
    const opening = gate<Database>();
    db = openingDatabase('pglite', opening.promise);
    const query = db.query<{ one: number }>('SELECT 1 AS one');
    expect(await settledWithin(query, 20)).toBe(false);
    real = await openTestPglite();
    opening.resolve(real);
    expect(await query).toEqual([{ one: 1 }]);
    // The session memory is keyed by the opened database's scope (docs/architecture.md#session-cache):
    // the wrapper must show it, or the server's sessions would never be kept in memory.
    expect(db.memoryScope).toBeDefined();
    expect(db.memoryScope).toBe(real.memoryScope);
    await db.close();
    await expect(real.query('SELECT 1')).rejects.toThrow();
    db = undefined;
  });
});

describe('start-up parts together', () => {
  it('are ready when every part is, and waiting for them waits for all', async () => {
    const a = gate<void>();
    let aDone = false;
    const parts = allOf([
      { ready: () => aDone, whenReady: () => a.promise.then(() => void (aDone = true)) },
      { ready: () => true, whenReady: async () => undefined },
    ]);
    expect(parts.ready()).toBe(false);
    const waiting = parts.whenReady();
    expect(await settledWithin(waiting, 10)).toBe(false);
    a.resolve();
    await waiting;
    expect(parts.ready()).toBe(true);
    expect(allOf([]).ready()).toBe(true);
  });
});
