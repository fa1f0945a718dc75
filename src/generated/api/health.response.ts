/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Answer of GET /health (readiness: 200 when the tenant files are loaded and the database answers a query, 503 while they load or when it does not) and of GET /health/live (liveness: the process answers; no database part).
 */
export interface HealthResponse {
  /**
   * ok; starting while the tenant files are first loaded (readiness only); unavailable when the database does not answer.
   */
  status: 'ok' | 'starting' | 'unavailable';
  /**
   * Number of tenants being served (0 while starting).
   */
  tenants: number;
  database?: HealthDatabase;
}
/**
 * The database check.
 */
export interface HealthDatabase {
  /**
   * pglite (embedded) or postgres.
   */
  driver: 'pglite' | 'postgres';
  /**
   * Whether the check query succeeded.
   */
  reachable: boolean;
  /**
   * Newest applied migration.
   */
  schemaVersion?: string;
}
