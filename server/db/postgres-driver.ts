import type pg from 'pg';
import { loadPg } from '../lazy-packages';
import type { Database, MemoryScope, Queryable, SqlParam } from './database';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to work in (search_path); tests use a throwaway one per run. */
  schema?: string;
  maxConnections?: number;
}

type PgQueryTarget = pg.Pool | pg.PoolClient;

/**
 * Most statements run as named prepared statements: each connection parses and plans a statement
 * once and then only binds and executes it, which at least halves the database's work for the short
 * queries of a quote or a booking (measured in scripts/bench-api.ts). The repositories' SQL is a
 * fixed set of texts, but a text built per call (a list of a varying length) would add a statement
 * per connection each time: past STATEMENT_NAMES distinct texts, new ones run unnamed.
 */
const STATEMENT_NAMES = 500;

function statementNamer(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && names.size < STATEMENT_NAMES) {
      name = `kerbside_${names.size}`;
      names.set(sql, name);
    }
    return name;
  };
}

function wrap(
  target: PgQueryTarget,
  nameOf: (sql: string) => string | undefined,
  memoryScope: MemoryScope,
  inTransaction: boolean,
): Queryable {
  return {
    memoryScope,
    inTransaction,
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      const result = await target.query<T>({ name: nameOf(sql), text: sql, values: [...params] });
      return result.rows;
    },
    async executeScript(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple query protocol, which runs many statements.
      await target.query(sql);
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name "${options.schema}": use lower-case letters, digits and _`);
  }
  const { Pool } = await loadPg();
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    // Every pooled connection starts in the chosen schema, so repositories stay schema-agnostic.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Fail fast at start when the server is unreachable, with the driver's own message.
  await pool.query('SELECT 1');
  const nameOf = statementNamer();
  // Other server processes may write this database: see MemoryScope.
  const memoryScope: MemoryScope = { engine: 'postgres', soleProcess: false };
  const root = wrap(pool, nameOf, memoryScope, false);
  return {
    driver: 'postgres',
    memoryScope,
    query: root.query,
    executeScript: root.executeScript,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, nameOf, memoryScope, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolUse: () => ({
      max: pool.options.max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
