/**
 * The one database interface the server codes against. Two drivers implement it: PGlite (the
 * embedded default, see pglite-driver.ts) and a node-postgres Pool (see postgres-driver.ts).
 * Both speak the PostgreSQL dialect, so repositories and migrations are written once.
 */
export type SqlParam = string | number | boolean | null | Date | Uint8Array;

/**
 * Marks a database that only this process can reach: the embedded PGlite, whose data folder one
 * process opens at a time. The same object is on the database and on each of its transactions, so
 * a repository can key what it keeps in memory by it. Such a memory is exact only if every write
 * that changes what it holds goes through that repository (docs/architecture.md#session-cache).
 * PostgreSQL has none: another server process may write at any moment.
 */
export interface SoleProcessScope {
  readonly engine: 'pglite';
}

export interface Queryable {
  /** Present only when no other process can write this database (see SoleProcessScope). */
  readonly soleProcess?: SoleProcessScope;
  /**
   * True on a transaction's handle (PGlite sets it; a memory needs it): what a transaction reads
   * may still be rolled back, so it is not kept.
   */
  readonly inTransaction?: boolean;
  /** One statement with $1..$n parameters; returns the rows. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Several statements without parameters (a migration file). */
  executeScript(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Which driver serves this database, for logs and the health report. */
  readonly driver: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Queries inside must go through `tx`, not the outer database.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
