/**
 * The one database interface the server codes against. Two drivers implement it: PGlite (the
 * embedded default, see pglite-driver.ts) and a node-postgres Pool (see postgres-driver.ts).
 * Both speak the PostgreSQL dialect, so repositories and migrations are written once.
 */
export type SqlParam = string | number | boolean | null | Date | Uint8Array;

/**
 * The same object on a database and on each of its transactions, so a repository can key what it
 * keeps in memory about that database by it (docs/architecture.md#session-cache).
 */
export interface MemoryScope {
  readonly engine: 'pglite' | 'postgres';
  /**
   * True when only this process can reach the database: the embedded PGlite, whose data folder one
   * process opens at a time. Then a memory of rows that change is exact if every write that changes
   * them goes through its repository. On PostgreSQL another server process may write at any moment,
   * so only facts that never change may be kept without asking.
   */
  readonly soleProcess: boolean;
}

export interface Queryable {
  /** Present on the drivers' databases and transactions (see MemoryScope); a test's stand-in may leave it out. */
  readonly memoryScope?: MemoryScope;
  /**
   * True on a transaction's handle (both drivers set it; a memory needs it): what a transaction reads
   * may still be rolled back, so it is not kept.
   */
  readonly inTransaction?: boolean;
  /** One statement with $1..$n parameters; returns the rows. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Several statements without parameters (a migration file). */
  executeScript(sql: string): Promise<void>;
}

/** A connection pool's use now (node-postgres): what /metrics reports (docs/architecture.md#metrics). */
export interface PoolUse {
  /** Connections the pool may open. */
  max: number;
  /** Connections open, idle or lent out. */
  total: number;
  /** Open connections nobody holds. */
  idle: number;
  /** Callers queued for a connection: above zero, the pool is the bottleneck. */
  waiting: number;
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
  /** The pool's use now; null (or absent) for PGlite, which has one connection and no pool, and while opening. */
  poolUse?(): PoolUse | null;
}
