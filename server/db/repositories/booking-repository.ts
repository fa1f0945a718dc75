/**
 * SQL of the bookings table. Every read a customer can trigger is scoped to the tenant and the
 * session's account; settling (releasing lapsed holds, expiring ended bookings) returns their
 * tickets to the pool in the same statement, so a booking's tickets come back exactly once.
 */
import type { ParkingBooking } from '../../../src/generated/api/parking-booking';
import type { OfferConditions, TenantText } from '../../../src/generated/tenant';
import type { ParkingTariff } from '../../../src/lib/parking-fee';
import type { Queryable, SqlParam } from '../database';
import type { PoolKey } from './ticket-pool-repository';

export type BookingStatus = ParkingBooking['status'];
export const BOOKING_STATUSES = [
  'pending_payment',
  'booked',
  'topped_up',
  'cancelled',
  'expired',
  'released',
] as const satisfies readonly BookingStatus[];

export interface BookingRecord {
  id: string;
  tenantId: string;
  siteId: string;
  offerCode: string;
  accountId: string;
  reference: string;
  shopCode: string;
  lotName: string;
  address: string;
  timeZone: string;
  offerName: string;
  /** The offer's name as the tenant wrote it when booked (one text or per language); null before migration 018. */
  offerNames: TenantText | null;
  /** The offer's conditions when booked (docs/rules.md#offer-conditions); null when it had none or before migration 018. */
  offerConditions: OfferConditions | null;
  tariff: ParkingTariff;
  tickets: number;
  entryAt: Date;
  exitAt: Date;
  fee: number;
  surcharge: number;
  total: number;
  paymentCode: number | null;
  licensePlate: string;
  status: BookingStatus;
  holdExpiresAt: Date | null;
  cardNumber: string;
  cardHolder: string;
  refund: number;
  createdAt: Date;
  confirmedAt: Date | null;
}

/** What an order writes: the record's own fields, the pool it takes from, a hold that lapses, and when. */
export type NewBooking = Pick<
  BookingRecord,
  | 'id'
  | 'accountId'
  | 'reference'
  | 'shopCode'
  | 'lotName'
  | 'address'
  | 'timeZone'
  | 'offerName'
  | 'offerNames'
  | 'offerConditions'
  | 'tariff'
  | 'tickets'
  | 'entryAt'
  | 'exitAt'
  | 'fee'
  | 'surcharge'
  | 'paymentCode'
  | 'licensePlate'
> & { pool: PoolKey; holdExpiresAt: Date; now: Date };

export interface BookingFilters {
  tenantId: string;
  accountId: string;
  bookingId?: string;
  reference?: string;
  siteId?: string;
  statuses?: readonly BookingStatus[];
  createdFrom?: Date;
  createdBefore?: Date;
  /** 'soonest': soonest entry first (upcoming tickets); otherwise latest entry first. */
  order?: 'latest' | 'soonest';
}

export const BOOKING_COLUMNS = `id, tenant_id AS "tenantId", site_id AS "siteId", offer_code AS "offerCode", account_id AS "accountId", reference,
  shop_code AS "shopCode", lot_name AS "lotName", address, time_zone AS "timeZone", offer_name AS "offerName",
  offer_name_text AS "offerNames", offer_conditions AS "offerConditions", tariff, tickets,
  entry_at AS "entryAt", exit_at AS "exitAt", fee, surcharge, total, payment_code AS "paymentCode", license_plate AS "licensePlate",
  status, hold_expires_at AS "holdExpiresAt", card_number AS "cardNumber", card_holder AS "cardHolder", refund,
  created_at AS "createdAt", confirmed_at AS "confirmedAt"`;

// A hold whose time is up, or a booking whose time is over: both give their tickets back.
const DUE = `((status = 'pending_payment' AND hold_expires_at <= $NOW) OR (status IN ('booked', 'topped_up') AND exit_at <= $NOW))`;
const due = (nowPlaceholder: string) => DUE.replaceAll('$NOW', nowPlaceholder);

/**
 * The pool's due bound once what is due at `now` is settled: the first moment one of its live
 * bookings can fall due ('infinity' when it has none). A pending booking can at its hold's end,
 * or at its exit once paid; a paid one at its exit. The pending are the pool's current holds (the
 * partial index's rows after `now`); the paid stay's min is the first entry of its partial index
 * (migration 005). Only sound holding the pool's lock, in a statement after the one that took
 * it: see docs/architecture.md#due-bound.
 */
const nextDueOfPool = (tenant: string, site: string, offer: string, now: string) => `COALESCE(LEAST(
    (SELECT min(LEAST(hold_expires_at, exit_at)) FROM bookings WHERE tenant_id = ${tenant} AND site_id = ${site} AND offer_code = ${offer}
       AND status = 'pending_payment' AND hold_expires_at > ${now}),
    (SELECT min(exit_at) FROM bookings WHERE tenant_id = ${tenant} AND site_id = ${site} AND offer_code = ${offer}
       AND status IN ('booked', 'topped_up') AND exit_at > ${now})
  ), 'infinity')`;

/** A jsonb parameter: the value as JSON text, or SQL null. */
export const jsonOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** Inserts the booking in pending_payment; false when its reference is taken (draw another). */
export async function insertBooking(tx: Queryable, b: NewBooking): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO bookings (id, tenant_id, site_id, offer_code, account_id, reference, shop_code, lot_name, address, time_zone, offer_name,
                           tariff, tickets, entry_at, exit_at, fee, surcharge, total, payment_code, license_plate, status, hold_expires_at,
                           created_at, updated_at, offer_name_text, offer_conditions)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15, $16, $17, $16::integer + $17::integer, $18, $19,
             'pending_payment', $20, $21, $21, $22::jsonb, $23::jsonb)
     ON CONFLICT ON CONSTRAINT bookings_reference_key DO NOTHING
     RETURNING id`,
    [
      b.id,
      b.pool.tenantId,
      b.pool.siteId,
      b.pool.offerCode,
      b.accountId,
      b.reference,
      b.shopCode,
      b.lotName,
      b.address,
      b.timeZone,
      b.offerName,
      JSON.stringify(b.tariff),
      b.tickets,
      b.entryAt,
      b.exitAt,
      b.fee,
      b.surcharge,
      b.paymentCode,
      b.licensePlate,
      b.holdExpiresAt,
      b.now,
      jsonOrNull(b.offerNames),
      jsonOrNull(b.offerConditions),
    ],
  );
  return rows.length === 1;
}

/**
 * Tickets of the account's live bookings of the pool whose time overlaps [entry, exit): what the
 * customer would hold at once beside a new booking. Call it under the pool lock, so two orders
 * of one customer cannot both pass the limit.
 */
export async function ticketsHeldOverlapping(
  tx: Queryable,
  accountId: string,
  pool: PoolKey,
  entry: Date,
  exit: Date,
): Promise<number> {
  // The rule is the function svc/order's one statement counts with (migration 024).
  const rows = await tx.query<{ held: number }>('SELECT tickets_held_overlapping($1, $2, $3, $4, $5, $6) AS held', [
    accountId,
    pool.tenantId,
    pool.siteId,
    pool.offerCode,
    entry,
    exit,
  ]);
  return rows[0]?.held ?? 0;
}

/**
 * Releases the pool's lapsed holds and expires its ended bookings, returning their tickets to
 * the balance in the same statement, and raises the pool's due bound to its next due time when
 * the bound has passed; returns how many tickets came back. Call it holding the pool lock
 * (lockPool / lockExistingPool): settlements of one pool then never overlap, and every booking
 * of the pool that took its tickets before is committed and seen by the bound's sums.
 */
export async function settleDueBookings(tx: Queryable, pool: PoolKey, now: Date): Promise<number> {
  const rows = await tx.query<{ returned: number }>(
    `WITH ended AS (
       UPDATE bookings
       SET status = CASE WHEN status = 'pending_payment' THEN 'released' ELSE 'expired' END,
           hold_expires_at = NULL, ended_at = $4, updated_at = $4
       WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3 AND ${due('$4')}
       RETURNING tickets
     ), returned AS (SELECT COALESCE(sum(tickets), 0)::int AS n FROM ended)
     UPDATE ticket_pool SET available = available + (SELECT n FROM returned), updated_at = $4,
       due_not_before = ${nextDueOfPool('$1', '$2', '$3', '$4')}
     WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3 AND ((SELECT n FROM returned) > 0 OR due_not_before <= $4)
     RETURNING (SELECT n FROM returned) AS returned`,
    [pool.tenantId, pool.siteId, pool.offerCode, now],
  );
  return rows[0]?.returned ?? 0;
}

/** Pools with something to settle as of `now`, optionally only a tenant's site's or an account's. */
export async function findDuePools(
  db: Queryable,
  now: Date,
  scope: { tenantId?: string; siteId?: string; accountId?: string } = {},
  limit = 500,
): Promise<PoolKey[]> {
  return db.query<PoolKey>(
    `SELECT DISTINCT tenant_id AS "tenantId", site_id AS "siteId", offer_code AS "offerCode" FROM bookings
     WHERE ${due('$1')}
       AND ($2::text IS NULL OR tenant_id = $2) AND ($3::text IS NULL OR site_id = $3) AND ($4::uuid IS NULL OR account_id = $4)
     LIMIT $5`,
    [now, scope.tenantId ?? null, scope.siteId ?? null, scope.accountId ?? null, limit],
  );
}

/** One of the account's bookings in the tenant; null when there is none (or it is another customer's). */
export async function findOwnBooking(
  db: Queryable,
  tenantId: string,
  accountId: string,
  bookingId: string,
): Promise<BookingRecord | null> {
  const rows = await db.query<BookingRecord>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1 AND tenant_id = $2 AND account_id = $3`,
    [bookingId, tenantId, accountId],
  );
  return rows[0] ?? null;
}

function filterClause(f: BookingFilters): { where: string; params: SqlParam[] } {
  const params: SqlParam[] = [
    f.tenantId,
    f.accountId,
    f.bookingId ?? null,
    f.reference ?? null,
    f.siteId ?? null,
    f.statuses && f.statuses.length > 0 ? f.statuses.join(',') : null,
    f.createdFrom ?? null,
    f.createdBefore ?? null,
  ];
  const where = `tenant_id = $1 AND account_id = $2
    AND ($3::uuid IS NULL OR id = $3) AND ($4::text IS NULL OR reference = $4) AND ($5::text IS NULL OR site_id = $5)
    AND ($6::text IS NULL OR status = ANY (string_to_array($6, ',')))
    AND ($7::timestamptz IS NULL OR created_at >= $7) AND ($8::timestamptz IS NULL OR created_at < $8)`;
  return { where, params };
}

/** A page of the account's bookings matching the filters, latest entry first (or soonest, by `order`), and how many match in all. */
export async function listOwnBookings(
  db: Queryable,
  filters: BookingFilters,
  limit: number,
  offset: number,
): Promise<{ rows: BookingRecord[]; total: number }> {
  const { where, params } = filterClause(filters);
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM bookings WHERE ${where}`,
    params,
  );
  // A fixed choice of two clauses, never text from the request.
  const orderBy =
    filters.order === 'soonest' ? 'entry_at ASC, created_at ASC, id' : 'entry_at DESC, created_at DESC, id';
  const rows = await db.query<BookingRecord>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE ${where} ORDER BY ${orderBy} LIMIT $9 OFFSET $10`,
    [...params, limit, offset],
  );
  return { rows, total: counted[0]?.total ?? 0 };
}

/**
 * Confirms a zero-amount booking of the account while its hold is still on; null when any of
 * that is not so (nothing changes then).
 */
export async function confirmZeroAmountBooking(
  tx: Queryable,
  bookingId: string,
  accountId: string,
  now: Date,
): Promise<BookingRecord | null> {
  const rows = await tx.query<BookingRecord>(
    `UPDATE bookings SET status = 'booked', hold_expires_at = NULL, confirmed_at = $3, updated_at = $3
     WHERE id = $1 AND account_id = $2 AND status = 'pending_payment' AND hold_expires_at > $3 AND total = 0
     RETURNING ${BOOKING_COLUMNS}`,
    [bookingId, accountId, now],
  );
  return rows[0] ?? null;
}
