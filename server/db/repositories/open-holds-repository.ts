import type { Queryable } from '../database';

/** A tenant's unpaid bookings still holding tickets (docs/rules.md#parking-hold). */
export interface OpenHolds {
  tenantId: string;
  bookings: number;
  tickets: number;
}

/**
 * The holds not yet lapsed at `now`, per tenant. Reads the partial index of pending bookings
 * (bookings_holds_due_idx), so a scrape costs the holds open, not the bookings ever made.
 */
export async function countOpenHolds(db: Queryable, now: Date): Promise<OpenHolds[]> {
  return db.query<OpenHolds>(
    `SELECT tenant_id AS "tenantId", count(*)::int AS bookings, COALESCE(sum(tickets), 0)::int AS tickets
     FROM bookings WHERE status = 'pending_payment' AND hold_expires_at > $1
     GROUP BY tenant_id ORDER BY tenant_id`,
    [now],
  );
}
