import pg from 'pg';
import type { Database, Queryable, SqlParam } from './database';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to work in (search_path); tests use a throwaway one per run. */
  schema?: string;
  maxConnections?: number;
}

type PgQueryTarget = pg.Pool | pg.PoolClient;

function wrap(target: PgQueryTarget): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, [...params]);
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
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    // Every pooled connection starts in the chosen schema, so repositories stay schema-agnostic.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Fail fast at start when the server is unreachable, with the driver's own message.
  await pool.query('SELECT 1');
  const root = wrap(pool);
  return {
    driver: 'postgres',
    query: root.query,
    executeScript: root.executeScript,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
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
  };
}
