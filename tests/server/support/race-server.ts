/**
 * A real listening server on its own PostgreSQL schema and a pool of connections, for races: PGlite
 * runs one query at a time and cannot show one, and app.inject() would not send the requests over
 * separate connections. The caller skips its suite without TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openPostgresDatabase } from '../../../server/db/postgres-driver';
import { startTestApp, type TestApp, type TestAppOptions } from './app-harness';
import type { Envelope } from './parking-kit';

export interface RaceServer {
  db: Database;
  t: TestApp;
  /** POSTs a plain JSON call to /s/{shop}{route} (route starting /api or /pro) and expects HTTP 200. */
  post<T extends object>(shop: string, route: string, token: string, payload: object): Promise<Envelope<T>>;
  close(): Promise<void>;
}

export async function startRaceServer(
  url: string,
  name: string,
  options: Omit<TestAppOptions, 'db'>,
  connections = 20,
): Promise<RaceServer> {
  const schema = `kerbside_${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgresDatabase({ connectionString: url, maxConnections: 1 });
  await admin.executeScript(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const db = await openPostgresDatabase({ connectionString: url, schema, maxConnections: connections });
  await migrate(db);
  const t = await startTestApp({ ...options, db });
  expect(t.app.tenants.problems()).toEqual([]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    db,
    t,
    async post<T extends object>(shop: string, route: string, token: string, payload: object) {
      const res = await fetch(`${base}/s/${shop}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(payload),
      });
      const body = await res.text();
      expect(res.status, `${route}: ${body}`).toBe(200);
      return JSON.parse(body) as Envelope<T>;
    },
    async close() {
      await t.close();
      await db.close();
      const cleanup = await openPostgresDatabase({ connectionString: url, maxConnections: 1 });
      await cleanup.executeScript(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await cleanup.close();
    },
  };
}
