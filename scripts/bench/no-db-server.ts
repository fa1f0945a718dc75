/**
 * The ceiling of the database-backed figures in bench:api: the real app (every plugin, the same
 * routes, decode, validation, pricing, encode) on a database that answers every query at once with
 * no rows, as if no pool had been booked yet. What a route costs beyond this is its database work.
 * Listens on PORT; tenants from TENANTS_DIR.
 */
import path from 'node:path';
import { buildApp } from '../../server/app';
import type { Database, Queryable } from '../../server/db/database';

const root = path.resolve(import.meta.dirname, '../..');

const noRows: Queryable = {
  query: async <T extends object>() => [] as T[],
  executeScript: async () => undefined,
};
const nullDatabase: Database = {
  ...noRows,
  driver: 'postgres',
  transaction: async (fn) => fn(noRows),
  close: async () => undefined,
};

const app = await buildApp({
  tenantsDir: process.env.TENANTS_DIR ?? path.join(root, 'tenants'),
  themesDir: path.join(root, 'themes'),
  db: nullDatabase,
  watchTenants: false,
  rateLimit: false,
  // A configured secret: the default one is read from the database, which has none here.
  accounts: { smsCodeSecret: 'bench-secret-bench-secret-bench-secret' },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
