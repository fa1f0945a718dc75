import type { HealthResponse } from '../../src/generated/api/health.response';
import type { Database } from '../db/database';
import { latestMigration } from '../db/repositories/schema-migrations-repository';
import type { TenantRegistry } from '../tenants/registry';

export interface HealthReport {
  statusCode: 200 | 503;
  body: HealthResponse;
  /** Why the database check failed, for the log. */
  error?: unknown;
}

/**
 * Ready when the tenant files are loaded and the database answers a query; the tenant count tells
 * whether any brand is live. While the first load runs the answer is 503 "starting", so a load
 * balancer sends no customer before their tenant is served (docs/architecture.md#fast-start).
 */
export async function checkHealth(db: Database, registry: TenantRegistry): Promise<HealthReport> {
  const tenants = registry.count();
  if (!registry.loaded()) return { statusCode: 503, body: { status: 'starting', tenants } };
  try {
    const schemaVersion = await latestMigration(db);
    return {
      statusCode: 200,
      body: { status: 'ok', tenants, database: { driver: db.driver, reachable: true, ...(schemaVersion ? { schemaVersion } : {}) } },
    };
  } catch (error) {
    return { statusCode: 503, body: { status: 'unavailable', tenants, database: { driver: db.driver, reachable: false } }, error };
  }
}
