/** The unpaid bookings holding tickets now, per tenant: the operator's open-holds gauge (server/http/metrics.ts). */
import type { Queryable } from '../db/database';
import { countOpenHolds, type OpenHolds } from '../db/repositories/open-holds-repository';

export type { OpenHolds };

export function openHolds(db: Queryable, now: Date): Promise<OpenHolds[]> {
  return countOpenHolds(db, now);
}
