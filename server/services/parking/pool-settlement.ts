/**
 * Release on read: lapsed holds and ended bookings give their tickets back whenever a call reads
 * or books their pool, not only when the sweeper runs, so no answer depends on the sweeper.
 */
import { findDuePools, settleDueBookings } from '../../db/repositories/booking-repository';
import { lockExistingPool, type PoolKey } from '../../db/repositories/ticket-pool-repository';
import type { ParkingDeps } from './parking-deps';

/** Settles one pool in its own transaction, under the pool lock; returns the tickets that came back. */
export async function settlePool(deps: Pick<ParkingDeps, 'db'>, pool: PoolKey, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => ((await lockExistingPool(tx, pool)) ? settleDueBookings(tx, pool, now) : 0));
}

/** Settles every pool (of the scope) with something due; returns the tickets that came back. */
export async function settleDuePools(
  deps: Pick<ParkingDeps, 'db'>,
  now: Date,
  scope: { tenantId?: string; siteId?: string; accountId?: string } = {},
): Promise<number> {
  let returned = 0;
  for (const pool of await findDuePools(deps.db, now, scope)) returned += await settlePool(deps, pool, now);
  return returned;
}
