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
 * Ready when the start-up work is done (the database opened and migrated, the tenant files loaded)
 * and the database answers a query; the tenant count tells whether any brand is live. Until then the
 * answer is 503 "starting", without asking the database (it would wait for the opening), so a load
 * balancer sends no customer before their tenant and database are there (docs/architecture.md#fast-start).
 */
export async function checkHealth(
  db: Database,
  registry: TenantRegistry,
  startup: { ready(): boolean },
): Promise<HealthReport> {
  const tenants = registry.count();
  if (!startup.ready()) return { statusCode: 503, body: { status: 'starting', tenants } };
  try {
    const schemaVersion = await latestMigration(db);
    return {
      statusCode: 200,
      body: {
        status: 'ok',
        tenants,
        database: { driver: db.driver, reachable: true, ...(schemaVersion ? { schemaVersion } : {}) },
      },
    };
  } catch (error) {
    return {
      statusCode: 503,
      body: { status: 'unavailable', tenants, database: { driver: db.driver, reachable: false } },
      error,
    };
  }
}
