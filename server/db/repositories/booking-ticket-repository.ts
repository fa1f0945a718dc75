/** SQL of the booking_tickets table: one row per ticket, with its pass code and what the gates saw. */
import type { ParkingTariff } from '../../../src/lib/parking-fee';
import type { Queryable } from '../database';
import type { BookingStatus } from './booking-repository';

export interface NewTicket {
  position: number;
  ticketNo: string;
  passCode: string;
}

export interface TicketRecord {
  bookingId: string;
  position: number;
  ticketNo: string;
  passCode: string;
  inside: boolean;
  lastEntryAt: Date | null;
  lastExitAt: Date | null;
  penalty: number;
}

/** A pass as the gate needs it: the ticket and the booking it belongs to. */
export interface PassRecord {
  bookingId: string;
  position: number;
  ticketNo: string;
  reference: string;
  status: BookingStatus;
  entryAt: Date;
  exitAt: Date;
  tariff: ParkingTariff;
}

const INSIDE = 'last_entry_at IS NOT NULL AND (last_exit_at IS NULL OR last_entry_at > last_exit_at)';

export async function insertTickets(tx: Queryable, bookingId: string, tickets: readonly NewTicket[]): Promise<void> {
  for (const t of tickets) {
    await tx.query('INSERT INTO booking_tickets (booking_id, position, ticket_no, pass_code) VALUES ($1, $2, $3, $4)', [
      bookingId,
      t.position,
      t.ticketNo,
      t.passCode,
    ]);
  }
}

/** The tickets of these bookings, in position order. */
export async function listTickets(db: Queryable, bookingIds: readonly string[]): Promise<TicketRecord[]> {
  if (bookingIds.length === 0) return [];
  return db.query<TicketRecord>(
    `SELECT booking_id AS "bookingId", position, ticket_no AS "ticketNo", pass_code AS "passCode", ${INSIDE} AS inside,
            last_entry_at AS "lastEntryAt", last_exit_at AS "lastExitAt", penalty
     FROM booking_tickets WHERE booking_id = ANY (string_to_array($1, ',')::uuid[]) ORDER BY booking_id, position`,
    [bookingIds.join(',')],
  );
}

/** The pass with this code at the site, locked until the transaction ends; null when there is none. */
export async function lockPass(
  tx: Queryable,
  tenantId: string,
  siteId: string,
  passCode: string,
): Promise<PassRecord | null> {
  const rows = await tx.query<PassRecord>(
    `SELECT t.booking_id AS "bookingId", t.position, t.ticket_no AS "ticketNo", b.reference, b.status,
            b.entry_at AS "entryAt", b.exit_at AS "exitAt", b.tariff
     FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
     WHERE t.pass_code = $1 AND b.tenant_id = $2 AND b.site_id = $3
     FOR UPDATE OF t`,
    [passCode, tenantId, siteId],
  );
  return rows[0] ?? null;
}

/** Records an entry; the latest one is kept, so late batches do not move the record back. */
export async function recordEntry(tx: Queryable, bookingId: string, position: number, at: Date): Promise<void> {
  await tx.query(
    'UPDATE booking_tickets SET last_entry_at = GREATEST(last_entry_at, $3) WHERE booking_id = $1 AND position = $2',
    [bookingId, position, at],
  );
}

/** Records an exit and the overstay penalty it costs (the largest one seen is kept). */
export async function recordExit(
  tx: Queryable,
  bookingId: string,
  position: number,
  at: Date,
  penalty: number,
): Promise<void> {
  await tx.query(
    'UPDATE booking_tickets SET last_exit_at = GREATEST(last_exit_at, $3), penalty = GREATEST(penalty, $4) WHERE booking_id = $1 AND position = $2',
    [bookingId, position, at, penalty],
  );
}
