/**
 * The one database interface the server codes against. Two drivers implement it: PGlite (the
 * embedded default, see pglite-driver.ts) and a node-postgres Pool (see postgres-driver.ts).
 * Both speak the PostgreSQL dialect, so repositories and migrations are written once.
 */
export type SqlParam = string | number | boolean | null | Date | Uint8Array;

export interface Queryable {
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
