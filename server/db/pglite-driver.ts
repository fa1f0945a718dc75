import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParam } from './database';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async executeScript(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` persists the database in a folder; without it the
 * database lives in memory (tests). One process at a time may open a given folder.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const root = wrap(pg);
  return {
    driver: 'pglite',
    query: root.query,
    executeScript: root.executeScript,
    // PGlite has a single connection; its transaction() holds it exclusively until done.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
