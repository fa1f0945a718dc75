/** SQL reading one pass (a booking's ticket) by its code, for its owner. */
import type { Queryable } from '../database';
import type { BookingStatus } from './booking-repository';

export interface OwnPassRecord {
  ticketNo: string;
  passCode: string;
  reference: string;
  siteId: string;
  lotName: string;
  entryAt: Date;
  exitAt: Date;
  status: BookingStatus;
}

/** The account's pass with this code in the tenant; null when there is none (or it is another customer's). */
export async function findOwnPass(
  db: Queryable,
  tenantId: string,
  accountId: string,
  passCode: string,
): Promise<OwnPassRecord | null> {
  const rows = await db.query<OwnPassRecord>(
    `SELECT t.ticket_no AS "ticketNo", t.pass_code AS "passCode", b.reference, b.site_id AS "siteId", b.lot_name AS "lotName",
            b.entry_at AS "entryAt", b.exit_at AS "exitAt", b.status
     FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
     WHERE t.pass_code = $1 AND b.tenant_id = $2 AND b.account_id = $3`,
    [passCode, tenantId, accountId],
  );
  return rows[0] ?? null;
}
