/**
 * SQL of svc/order's common case (docs/parking-api.md, "How an order is written"): everything a
 * booking writes, in as few statements as the rules allow, so the pool row is locked for one
 * statement and the call costs one round trip (plus the session read) instead of a dozen.
 *
 * - `bookInOneStatement`: one statement, on its own (a single statement is atomic, so it needs no
 *   BEGIN and COMMIT): takes the tickets from the pool by a conditional decrement, inserts the
 *   booking and its tickets, and claims the idempotency key with its answer, each step only when
 *   the one before happened. A key claimed before, or a drawn reference already taken, breaks a
 *   unique constraint, which undoes the whole statement, tickets taken included; a pool that cannot
 *   give the tickets writes nothing.
 * - An offer with a per-customer limit takes the tickets only when the customer's tickets of the
 *   pool overlapping the stay, plus these, stay within it. The count is the function
 *   tickets_held_overlapping (migration 024) in the pool update's condition. A VOLATILE function
 *   reads with a snapshot of its own call, not the statement's; and when the pool row changed after
 *   the statement began (another order of the pool, committed meanwhile or waited for), PostgreSQL
 *   checks the condition again on the newest row, so the count, run again, sees that order's
 *   booking. Every order of a pool updates its row, so two orders of one customer cannot both
 *   pass the limit. Refused on the limit, nothing is taken and the locked path answers.
 *
 * The pool must exist with the config's capacity and hold enough tickets; otherwise nothing is
 * taken and the caller falls back to the locked path (lockPool, settleDueBookings, takeTickets),
 * which creates pools, applies capacity changes and releases lapsed holds.
 */
import type { Queryable, SqlParam } from '../database';
import { jsonOrNull, type NewBooking } from './booking-repository';
import type { NewTicket } from './booking-ticket-repository';

export interface BookingClaim {
  accountId: string;
  key: string;
  requestHash: string;
  /** The answer stored with the key, given to every retry. */
  response: unknown;
}

export interface BookingWrite {
  claim: BookingClaim;
  booking: NewBooking;
  tickets: readonly NewTicket[];
  /** The pool's capacity in the config: a pool row with another capacity is left to the locked path. */
  capacity: number;
}

/**
 * A session recalled from memory, which the statement must find still live before it takes
 * anything: not revoked and used after `idleSince` (docs/architecture.md#recalled-sessions).
 */
export interface SessionProof {
  sessionId: string;
  idleSince: Date;
}

/** What `bookInOneStatement` did; everything but 'booked' wrote nothing. */
export type OneStatementOutcome = 'booked' | 'not taken' | 'key claimed before' | 'reference taken' | 'session ended';

/**
 * The statement's values by name; `named` numbers the ones a statement uses, and the batch of
 * booking-batch-repository.ts sends them as the rows of its JSON list.
 */
export function bookingValues(
  w: BookingWrite,
  max: number | undefined,
  proof: SessionProof | undefined,
): Record<string, SqlParam> {
  const b = w.booking;
  return {
    session: proof?.sessionId ?? null,
    idleSince: proof?.idleSince ?? null,
    account: w.claim.accountId,
    key: w.claim.key,
    hash: w.claim.requestHash,
    response: JSON.stringify(w.claim.response),
    now: b.now,
    tenant: b.pool.tenantId,
    site: b.pool.siteId,
    offer: b.pool.offerCode,
    capacity: w.capacity,
    tickets: b.tickets,
    id: b.id,
    reference: b.reference,
    shop: b.shopCode,
    lot: b.lotName,
    address: b.address,
    zone: b.timeZone,
    offerName: b.offerName,
    offerNames: jsonOrNull(b.offerNames),
    conditions: jsonOrNull(b.offerConditions),
    tariff: JSON.stringify(b.tariff),
    entry: b.entryAt,
    exit: b.exitAt,
    fee: b.fee,
    surcharge: b.surcharge,
    paymentCode: b.paymentCode,
    plate: b.licensePlate,
    hold: b.holdExpiresAt,
    positions: w.tickets.map((t) => t.position).join(','),
    ticketNos: w.tickets.map((t) => t.ticketNo).join(','),
    passCodes: w.tickets.map((t) => t.passCode).join(','),
    max: max ?? null,
  };
}

/** A statement with :name placeholders numbered: its text, and the names in order of their numbers. */
interface NumberedStatement {
  text: string;
  names: readonly string[];
}

/**
 * Turns :name placeholders into $1..$n in order of first use: PostgreSQL refuses a statement with
 * a parameter it does not use, and these statements share fragments. Pure; `named` keeps each
 * statement's result, since the texts are a fixed few and every order would otherwise scan its
 * statement again (docs/architecture.md#order-statements).
 */
export function numberPlaceholders(sql: string): NumberedStatement {
  const names: string[] = [];
  const text = sql.replace(/(?<!:):([a-zA-Z]+)/g, (_, name: string) => {
    const at = names.indexOf(name);
    if (at !== -1) return `$${at + 1}`;
    names.push(name);
    return `$${names.length}`;
  });
  return { text, names };
}

const numbered = new Map<string, NumberedStatement>();

/** The statement numbered (once per text) with its values in order. */
export function named(sql: string, all: Record<string, SqlParam>): { text: string; params: SqlParam[] } {
  let statement = numbered.get(sql);
  if (statement === undefined) {
    statement = numberPlaceholders(sql);
    numbered.set(sql, statement);
  }
  const params = statement.names.map((name) => {
    if (!(name in all)) throw new Error(`no value for :${name}`);
    return all[name] ?? null;
  });
  return { text: statement.text, params };
}

const BOOKING_COLUMNS = `id, tenant_id, site_id, offer_code, account_id, reference, shop_code, lot_name, address, time_zone, offer_name,
  tariff, tickets, entry_at, exit_at, fee, surcharge, total, payment_code, license_plate, status, hold_expires_at, created_at, updated_at,
  offer_name_text, offer_conditions`;

const BOOKING_VALUES = `:id::uuid, :tenant, :site, :offer, :account::uuid, :reference, :shop, :lot, :address, :zone, :offerName, :tariff::jsonb,
  :tickets::integer, :entry::timestamptz, :exit::timestamptz, :fee::integer, :surcharge::integer, :fee::integer + :surcharge::integer,
  :paymentCode::integer, :plate, 'pending_payment', :hold::timestamptz, :now::timestamptz, :now::timestamptz, :offerNames::jsonb, :conditions::jsonb`;

/** The booking's tickets, inserted with the booking (the `booking` step of the same statement). */
const TICKETS = `tickets AS (
  INSERT INTO booking_tickets (booking_id, position, ticket_no, pass_code)
  SELECT booking.id, t.position::integer, t.ticket_no, t.pass_code
  FROM booking, unnest(string_to_array(:positions, ','), string_to_array(:ticketNos, ','), string_to_array(:passCodes, ',')) AS t(position, ticket_no, pass_code)
  RETURNING 1
)`;

/** The take's condition under a per-customer limit: see the file's comment. */
const WITHIN_LIMIT = `
    AND tickets_held_overlapping(:account::uuid, :tenant, :site, :offer, :entry::timestamptz, :exit::timestamptz) + :tickets::integer <= :max::integer`;

/**
 * A recalled session still live, at the statement's snapshot: a logout committed before the
 * statement began is seen, so no ticket is taken for it (docs/architecture.md#recalled-sessions).
 */
const SIGNED_IN = `signed_in AS (
  SELECT 1 FROM sessions WHERE id = :session::bigint AND revoked_at IS NULL AND last_used_at > :idleSince::timestamptz
), `;

const bookInOneStatementText = (limit: boolean, proof: boolean) => `WITH ${proof ? SIGNED_IN : ''}take AS (
  UPDATE ticket_pool SET available = available - :tickets, updated_at = :now, due_not_before = LEAST(due_not_before, :hold::timestamptz, :exit::timestamptz)
  WHERE tenant_id = :tenant AND site_id = :site AND offer_code = :offer AND capacity = :capacity AND available >= :tickets${limit ? WITHIN_LIMIT : ''}${
    proof ? '\n    AND EXISTS (SELECT 1 FROM signed_in)' : ''
  }
  RETURNING 1
), booking AS (
  INSERT INTO bookings (${BOOKING_COLUMNS})
  SELECT ${BOOKING_VALUES} WHERE EXISTS (SELECT 1 FROM take)
  RETURNING id
), ${TICKETS}, claim AS (
  INSERT INTO idempotency_keys (account_id, idempotency_key, request_hash, response, created_at)
  SELECT :account, :key, :hash, :response::jsonb, :now FROM booking
  RETURNING 1
)
SELECT (SELECT count(*) FROM claim)::int AS booked, ${proof ? 'EXISTS (SELECT 1 FROM signed_in)' : 'true'} AS "signedIn"`;

/** The statement's four texts: with or without a per-customer limit, proving a recalled session or not. */
const BOOK_IN_ONE_STATEMENT = {
  open: { read: bookInOneStatementText(false, false), recalled: bookInOneStatementText(false, true) },
  limited: { read: bookInOneStatementText(true, false), recalled: bookInOneStatementText(true, true) },
};

/** Unique constraints whose breach undoes `bookInOneStatement`, and what each means. */
const BROKEN_CONSTRAINT: Record<string, OneStatementOutcome> = {
  idempotency_keys_pkey: 'key claimed before',
  bookings_reference_key: 'reference taken',
};

/**
 * Takes, books and claims in one statement run on its own, outside any transaction, within the
 * offer's per-customer limit `max` when it has one, and only while the recalled session `proof`
 * names is live when one is given: see the file's comment.
 */
export async function bookInOneStatement(
  db: Queryable,
  w: BookingWrite,
  max?: number,
  proof?: SessionProof,
): Promise<OneStatementOutcome> {
  const sql = BOOK_IN_ONE_STATEMENT[max === undefined ? 'open' : 'limited'][proof === undefined ? 'read' : 'recalled'];
  const { text, params } = named(sql, bookingValues(w, max, proof));
  try {
    const rows = await db.query<{ booked: number; signedIn: boolean }>(text, params);
    if (rows[0]?.booked === 1) return 'booked';
    return rows[0]?.signedIn === false ? 'session ended' : 'not taken';
  } catch (error) {
    const broken = uniqueViolationOf(error);
    const outcome = broken === undefined ? undefined : BROKEN_CONSTRAINT[broken];
    if (outcome === undefined) throw error;
    return outcome;
  }
}

/** The constraint a unique violation (SQLSTATE 23505) broke; both drivers' errors carry it. */
function uniqueViolationOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}
