/**
 * In-memory PGlite databases for tests, started from a dump of a new, empty cluster instead of a
 * new cluster each time. PGlite runs initdb whenever it opens an empty data folder: about 3 s of
 * CPU, and 7 s for the first database of a process (which also compiles initdb's WebAssembly),
 * where starting from the dump costs about 1.3 s (2.6 s first in a process). Vitest runs every test
 * file in a process of its own, so nearly every server test file paid the 7 s.
 *
 * The dump is of the empty cluster, before any migration: a test gets exactly the database
 * `openPgliteDatabase()` would give it. It is written once per PGlite version to the system's
 * temporary folder (renamed into place whole, so two processes making it at once both leave a
 * complete file) and read by every later test process.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../../server/db/database';
import { openPgliteDatabase } from '../../../server/db/pglite-driver';

/** The installed PGlite's package.json, hashed: a dump is only loaded by the version that made it. */
function pgliteVersionKey(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (path.basename(dir) !== 'pglite') {
    if (path.dirname(dir) === dir) throw new Error(`no PGlite package folder above ${entry}`);
    dir = path.dirname(dir);
  }
  return createHash('sha256')
    .update(readFileSync(path.join(dir, 'package.json')))
    .digest('hex')
    .slice(0, 16);
}

const DUMP_FILE = path.join(tmpdir(), `kerbside-pglite-empty-${pgliteVersionKey()}.tar`);

let emptyCluster: Promise<Blob> | undefined;

async function emptyClusterDump(): Promise<Blob> {
  try {
    return new Blob([await readFile(DUMP_FILE)]);
  } catch {
    // Not made yet (or removed): make it.
  }
  const pg = await PGlite.create();
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const partial = `${DUMP_FILE}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, DUMP_FILE);
  return dump;
}

/** A new, empty in-memory PGlite database, as `openPgliteDatabase()` opens one, without initdb. */
export async function openTestPglite(): Promise<Database> {
  emptyCluster ??= emptyClusterDump();
  return openPgliteDatabase(undefined, { loadDataDir: await emptyCluster });
}
