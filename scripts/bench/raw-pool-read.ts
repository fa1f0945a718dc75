/**
 * The database half of feeCalc's ceiling in bench:api: the quote's pool read run raw, the least
 * that read can cost on this database. One statement a call, `concurrency` callers in flight,
 * through the app's own driver: a pool's balance as of now, its due tickets counted as a quote
 * counts them (skipped before the pool's due bound, else pool_due_tickets:
 * docs/architecture.md#due-bound). No HTTP, no envelope, no pricing, no batching: bench:api adds
 * the CPU of the route on a database answering nothing (no-db-server.ts) to this one's, and judges
 * feeCalc against the sum.
 */
import type { Database } from '../../server/db/database';
import type { BenchPool } from './bench-data';
import type { Measurement } from './measure';

const READ = `SELECT capacity, available + CASE WHEN $4::timestamptz < due_not_before THEN 0
  ELSE pool_due_tickets(tenant_id, site_id, offer_code, $4::timestamptz) END AS available
FROM ticket_pool WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3`;

/** Reads for `seconds` with `concurrency` callers in flight, cycling over `pools`. */
export async function rawPoolReadLoad(
  db: Database,
  pools: readonly BenchPool[],
  seconds: number,
  concurrency: number,
): Promise<Measurement> {
  const latencies: number[] = [];
  let read = 0;
  let refused = 0;
  let errors = 0;
  let serial = 0;
  const deadline = performance.now() + seconds * 1000;
  async function caller(): Promise<void> {
    while (performance.now() < deadline) {
      const pool = pools[serial++ % pools.length] as BenchPool;
      const started = performance.now();
      try {
        const rows = await db.query<{ capacity: number; available: number }>(READ, [
          pool.tenantId,
          pool.siteId,
          pool.offerCode,
          new Date(),
        ]);
        if (rows.length === 1) read += 1;
        else refused += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    reqPerSec: Math.round(read / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    refused,
    answered: read + refused + errors,
  };
}
