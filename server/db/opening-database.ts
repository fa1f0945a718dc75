/**
 * A database that is still being opened (and migrated): the server listens before a fresh PGlite
 * data folder is created and migrated (docs/architecture.md#fast-start). Every call waits for the
 * opening and then goes to the real database; nothing answers from a half-made one. The readiness
 * gate (server/http/readiness-gate.ts) keeps requests from reaching it before then anyway, so the
 * waiting here is for the server's own timers (sweepers, upkeep) that start with the app.
 */
import type { Database, Queryable, SqlParam } from './database';

/** A start-up part of the readiness gate (StartupPart in server/http/readiness-gate.ts). */
export interface OpeningDatabase extends Database {
  /** True once opened and migrated. */
  ready(): boolean;
  /** Settles when opened and migrated; rejects when that failed. */
  whenReady(): Promise<void>;
}

/**
 * `opening` resolves with the opened, migrated database (or rejects: the server stops). `driver`
 * is known before (it follows from the settings), so logs and the health report can name it.
 */
export function openingDatabase(driver: Database['driver'], opening: Promise<Database>): OpeningDatabase {
  let opened: Database | undefined;
  // Settles with the opening; a failure is the caller's to report (main.ts stops the server).
  const whenOpen = opening.then((db) => {
    opened = db;
    return db;
  });
  // Keeps a failed opening from being an unhandled rejection before anyone waits for it.
  whenOpen.catch(() => undefined);
  const db = (): Database | Promise<Database> => opened ?? whenOpen;
  return {
    driver,
    // The opened database's, once there is one: the session memory is keyed by it
    // (docs/architecture.md#session-cache); before that every call waits anyway.
    get memoryScope() {
      return opened?.memoryScope;
    },
    ready: () => opened !== undefined,
    whenReady: async () => {
      await whenOpen;
    },
    async query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]> {
      return (await db()).query<T>(sql, params);
    },
    async executeScript(sql: string): Promise<void> {
      return (await db()).executeScript(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return (await db()).transaction(fn);
    },
    poolUse: () => opened?.poolUse?.() ?? null,
    async close(): Promise<void> {
      // Closing while it opens: wait for it, then close it; one that never opened has nothing to close.
      const real = await whenOpen.catch(() => undefined);
      await real?.close();
    },
  };
}
