/**
 * Several server processes starting at once on one PostgreSQL database (docs/architecture.md,
 * "Migrations when several processes start at once"): migrate() takes a transaction-scoped
 * advisory lock first, so one process migrates while the others wait, and then find nothing left
 * to do; a process killed while it migrates leaves nothing half-applied. Each "process" here is a
 * pool of its own, with connections of its own, as a separate server process has; the connections
 * carry an application name of this run, so the test counts only its own lock waiters.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable, SqlParam } from '../../server/db/database';
import { migrate, readMigrationFiles } from '../../server/db/migrate';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import { ensureMigrationsTable, lockMigrations } from '../../server/db/repositories/schema-migrations-repository';
import { POSTGRES_SKIP_REASON } from './support/test-databases';

const url = process.env.TEST_DATABASE_URL || undefined;

async function until(what: string, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 15 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!url)(
  url ? 'migrations with several processes on postgres' : `migration lock: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const run = `${process.pid}_${randomBytes(4).toString('hex')}`;
    const application = `kerbside_migration_lock_${run}`;
    const schemas: string[] = [];
    const opened: Database[] = [];
    let schema = '';
    let admin: Database;

    const processOnSchema = async (): Promise<Database> => {
      const connection = new URL(url ?? '');
      connection.searchParams.set('application_name', application);
      const db = await openPostgresDatabase({ connectionString: connection.toString(), schema, maxConnections: 2 });
      opened.push(db);
      return db;
    };
    const waitingForTheLock = async (): Promise<number> => {
      const [row] = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND NOT l.granted AND a.application_name = $1`,
        [application],
      );
      return row?.n ?? 0;
    };
    const tableExists = async (table: string): Promise<boolean> => {
      const [row] = await admin.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [
        `${schema}.${table}`,
      ]);
      return row?.found !== null && row?.found !== undefined;
    };

    beforeEach(async () => {
      admin ??= await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      schema = `kerbside_miglock_${run}_${schemas.length}`;
      schemas.push(schema);
      await admin.executeScript(`CREATE SCHEMA ${schema}`);
    });

    afterAll(async () => {
      await Promise.all(opened.map((db) => db.close().catch(() => undefined)));
      for (const s of schemas) await admin?.executeScript(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
      await admin?.close();
    });

    it('three processes on an empty database: one migrates while the others wait, then find it done', async () => {
      const files = await readMigrationFiles();
      const [holder, ...processes] = await Promise.all([1, 2, 3, 4].map(processOnSchema));
      if (!holder) throw new Error('no holder');
      // A fourth process holds the lock, as the first of three would while it migrates.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = false;
      const holding = holder.transaction(async (tx) => {
        await lockMigrations(tx);
        locked = true;
        await released;
      });
      await until('the lock taken', async () => locked);
      const started = processes.map((db) => migrate(db));
      await until('three processes waiting for the lock', async () => (await waitingForTheLock()) === 3);
      // While they wait nothing is applied, not even the table of applied migrations.
      expect(await tableExists('schema_migrations')).toBe(false);
      release();
      await holding;
      const applied = await Promise.all(started);
      expect(applied.map((versions) => versions.length).sort((a, b) => a - b)).toEqual([0, 0, files.length]);
      expect(applied.find((versions) => versions.length > 0)).toEqual(files.map((f) => f.version));
      const [row] = await admin.query<{ n: number; distinct: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT version)::int AS distinct FROM ${schema}.schema_migrations`,
      );
      expect(row).toEqual({ n: files.length, distinct: files.length });
    }, 60_000);

    it('a process killed while it migrates leaves nothing half-done; the next one migrates everything', async () => {
      const files = await readMigrationFiles();
      // The dying process on a plain connection, so the test can cut it as kill -9 would: the
      // kernel closes the socket, and PostgreSQL rolls back what the transaction did.
      const dying = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
      dying.on('error', () => undefined);
      await dying.connect();
      const tx: Queryable = {
        inTransaction: true,
        query: async <T extends object>(sql: string, params: readonly SqlParam[] = []) =>
          (await dying.query<T>(sql, [...params])).rows,
        executeScript: async (sql) => void (await dying.query(sql)),
      };
      await tx.executeScript('BEGIN');
      await lockMigrations(tx);
      await ensureMigrationsTable(tx);
      await tx.executeScript(files[0]?.sql ?? '');
      const next = await processOnSchema();
      const migrating = migrate(next);
      await until('the next process waiting for the lock', async () => (await waitingForTheLock()) === 1);
      (dying as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      expect(await migrating).toEqual(files.map((f) => f.version));
      const [row] = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.schema_migrations`);
      expect(row?.n).toBe(files.length);
    }, 60_000);
  },
);
