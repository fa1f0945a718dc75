/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Answer of GET /health (readiness: 200 when the database answers a query, 503 when it does not) and of GET /health/live (liveness: the process answers; no database part).
 */
export interface HealthResponse {
  /**
   * ok, or unavailable when the database does not answer.
   */
  status: 'ok' | 'unavailable';
  /**
   * Number of tenants being served.
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
