/**
 * The database drivers server tests run on: PGlite (in memory) always, PostgreSQL when
 * TEST_DATABASE_URL is set, each run in its own throwaway schema so runs never collide.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../server/db/database';
import { openPostgresDatabase } from '../../../server/db/postgres-driver';
import { openTestPglite } from './pglite-template';

export interface TestDriver {
  name: 'pglite' | 'postgres';
  /** Why this driver does not run, when it does not. */
  skipReason?: string;
  /** A fresh, empty database. */
  open(): Promise<Database>;
  /** Another connection to the same database as the last open(), as a second server process would have. */
  openSibling(): Promise<Database>;
  /** Removes what open() created. */
  cleanup(): Promise<void>;
}

export const POSTGRES_SKIP_REASON =
  'TEST_DATABASE_URL is not set: PostgreSQL tests skipped (set it, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test, to run them)';

function pgliteDriver(): TestDriver {
  let current: Database | undefined;
  return {
    name: 'pglite',
    async open() {
      current = await openTestPglite();
      return current;
    },
    async openSibling() {
      // PGlite is single-connection: a second "process" shares the same handle.
      if (!current) throw new Error('open() first');
      return { ...current, close: async () => undefined };
    },
    async cleanup() {
      current = undefined;
    },
  };
}

function postgresDriver(url: string | undefined): TestDriver {
  const schemas: string[] = [];
  let current: string | undefined;
  const admin = () => openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
  return {
    name: 'postgres',
    skipReason: url ? undefined : POSTGRES_SKIP_REASON,
    async open() {
      current = `kerbside_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      schemas.push(current);
      const db = await admin();
      await db.executeScript(`CREATE SCHEMA ${current}`);
      await db.close();
      return openPostgresDatabase({ connectionString: url ?? '', schema: current });
    },
    async openSibling() {
      if (!current) throw new Error('open() first');
      return openPostgresDatabase({ connectionString: url ?? '', schema: current });
    },
    async cleanup() {
      if (schemas.length === 0) return;
      const db = await admin();
      for (const schema of schemas.splice(0)) await db.executeScript(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    },
  };
}

export function testDrivers(): TestDriver[] {
  return [pgliteDriver(), postgresDriver(process.env.TEST_DATABASE_URL || undefined)];
}
