import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import {
  ensureMigrationsTable,
  listAppliedMigrations,
  lockMigrations,
  recordMigration,
} from './repositories/schema-migrations-repository';

// Two levels below the project root, like every other path of the server, so the compiled bundle (dist/server) finds it too.
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../server/db/migrations');
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface MigrationFile {
  version: string;
  sql: string;
  checksum: string;
}

export async function readMigrationFiles(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    if (!MIGRATION_FILE.test(name)) {
      throw new Error(`Migration file name "${name}" must look like 001_create_things.sql`);
    }
    const sql = await readFile(path.join(dir, name), 'utf8');
    files.push({ version: name.replace(/\.sql$/, ''), sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return files;
}

/**
 * Applies the pending migrations in order, all in one transaction under an advisory lock, so two
 * server processes starting together neither race nor see a half-migrated schema. An applied
 * migration whose file has since changed stops the start: migrations are append-only.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readMigrationFiles(dir);
  const newlyApplied = await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await ensureMigrationsTable(tx);
    const applied = new Map((await listAppliedMigrations(tx)).map((m) => [m.version, m.checksum]));
    const newlyApplied: string[] = [];
    for (const file of files) {
      const checksum = applied.get(file.version);
      if (checksum !== undefined) {
        if (checksum !== file.checksum) {
          throw new Error(`Migration ${file.version} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      await tx.executeScript(file.sql);
      await recordMigration(tx, { version: file.version, checksum: file.checksum });
      newlyApplied.push(file.version);
    }
    return newlyApplied;
  });
  // New tables and indexes start without statistics; plans chosen without them (sequential scans
  // where an index fits) only get worse as the data grows. PGlite has no autovacuum to fix that later.
  if (newlyApplied.length > 0) await db.executeScript('ANALYZE');
  return newlyApplied;
}
