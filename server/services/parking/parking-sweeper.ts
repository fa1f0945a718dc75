/**
 * Settles what is due in every pool (lapsed holds released, ended bookings expired, their tickets
 * returned) and forgets old idempotency keys. Correctness never waits for it: every call that
 * reads or books a pool settles that pool first. Runs in every server process; settling takes the
 * pool lock, so several processes sweeping at once do no harm.
 */
import { deleteIdempotencyKeysBefore } from '../../db/repositories/idempotency-repository';
import type { ParkingDeps } from './parking-deps';
import { settleDuePools } from './pool-settlement';

export const PARKING_SWEEP_INTERVAL_MS = 60_000;
export const IDEMPOTENCY_KEY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ParkingSweepReport {
  ticketsReturned: number;
  idempotencyKeys: number;
}

export async function sweepParking(deps: Pick<ParkingDeps, 'db' | 'now'>): Promise<ParkingSweepReport> {
  const now = deps.now();
  return {
    ticketsReturned: await settleDuePools(deps, now),
    idempotencyKeys: await deleteIdempotencyKeysBefore(
      deps.db,
      new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * DAY_MS),
    ),
  };
}

/** Sweeps every minute until `stop()` (the app calls it on close). */
export function startParkingSweeper(deps: ParkingDeps, intervalMs = PARKING_SWEEP_INTERVAL_MS): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    // A slow sweep (a big backlog) must not overlap the next one.
    if (running) return;
    running = true;
    sweepParking(deps)
      .then(
        (report) => {
          if (report.ticketsReturned > 0 || report.idempotencyKeys > 0)
            deps.log.info({ ...report }, 'settled parking holds and bookings');
        },
        (error: unknown) => deps.log.warn({ err: error }, 'sweeping parking holds failed'),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
