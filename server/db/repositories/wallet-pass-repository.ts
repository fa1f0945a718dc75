/** SQL the wallet passes read: the customer's next parking ticket (docs/wallet.md#passes). */
import type { Queryable } from '../database';

export interface NextTicketRecord {
  ticketNo: string;
  reference: string;
  lotName: string;
  timeZone: string;
  entryAt: Date;
  exitAt: Date;
}

/**
 * The account's next ticket in the tenant: of its paid bookings (booked or topped up) not yet over
 * at `now`, the one that starts first, its first ticket. Null when there is none.
 */
export async function findNextTicket(
  db: Queryable,
  tenantId: string,
  accountId: string,
  now: Date,
): Promise<NextTicketRecord | null> {
  const rows = await db.query<NextTicketRecord>(
    `SELECT t.ticket_no AS "ticketNo", b.reference, b.lot_name AS "lotName", b.time_zone AS "timeZone", b.entry_at AS "entryAt", b.exit_at AS "exitAt"
     FROM bookings b JOIN booking_tickets t ON t.booking_id = b.id
     WHERE b.tenant_id = $1 AND b.account_id = $2 AND b.status IN ('booked', 'topped_up') AND b.exit_at > $3
     ORDER BY b.entry_at, b.id, t.position LIMIT 1`,
    [tenantId, accountId, now],
  );
  return rows[0] ?? null;
}

export interface TicketPassRecord {
  bookingId: string;
  ticketNo: string;
  passCode: string;
  reference: string;
  siteId: string;
  lotName: string;
  address: string;
  timeZone: string;
  licensePlate: string;
  entryAt: Date;
  exitAt: Date;
  status: string;
}

/**
 * The account's pass (a booking's ticket) with this code in the tenant, for its Apple Wallet event
 * ticket; null when there is none or it is another customer's.
 */
export async function findOwnTicketPass(
  db: Queryable,
  tenantId: string,
  accountId: string,
  passCode: string,
): Promise<TicketPassRecord | null> {
  const rows = await db.query<TicketPassRecord>(
    `SELECT b.id AS "bookingId", t.ticket_no AS "ticketNo", t.pass_code AS "passCode", b.reference, b.site_id AS "siteId",
            b.lot_name AS "lotName", b.address, b.time_zone AS "timeZone", b.license_plate AS "licensePlate",
            b.entry_at AS "entryAt", b.exit_at AS "exitAt", b.status
     FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
     WHERE t.pass_code = $1 AND b.tenant_id = $2 AND b.account_id = $3`,
    [passCode, tenantId, accountId],
  );
  return rows[0] ?? null;
}
