/**
 * svc/order: books tickets of an offer for the signed-in customer and holds them from the pool
 * until paid (pending_payment). Usually one statement on its own (the conditional decrement, the
 * booking and its tickets, the idempotency claim with its answer); when the pool must be
 * created, resized or settled first, the locked path: idempotency claim, pool lock, settlement of
 * due bookings, the per-customer limit, the decrement, then the booking; an order with a voucher
 * always takes it (docs/parking-api.md).
 */
import { randomUUID } from 'node:crypto';
import type { ParkingOrderRequest } from '../../../src/generated/api/parking-order.request';
import type { ParkingOrderResponse } from '../../../src/generated/api/parking-order.response';
import { ok, refused } from '../../../src/protocol';
import {
  insertBooking,
  settleDueBookings,
  ticketsHeldOverlapping,
  type BookingRecord,
  type NewBooking,
} from '../../db/repositories/booking-repository';
import { insertTickets, type TicketRecord } from '../../db/repositories/booking-ticket-repository';
import { findPool, lockPool, takeTickets } from '../../db/repositories/ticket-pool-repository';
import type { ShopMatch } from '../../tenants/registry';
import { provenSession, SESSION_ENDED, type RecalledSession, type SessionIdentity } from '../accounts';
import { newBookingReference, newPassCode, ticketNumber } from './booking-codes';
import { bookingView } from './booking-view';
import { requestHash, runIdempotent, type IdempotentCall } from '../shared/idempotency';
import {
  bookInOneStatement,
  type BookingWrite,
  type OneStatementOutcome,
  type SessionProof,
} from '../../db/repositories/booking-order-repository';
import { bookWithOthers } from '../../db/repositories/booking-batch-repository';
import { findIdempotencyKey } from '../../db/repositories/idempotency-repository';
import type { ParkingDeps } from './parking-deps';
import { textIn } from '../shared/server-language';
import { priceStay, withDiscount, type PricedStay, type PricingOutcome } from './stay-pricing';
import { normalPlate } from '../../../src/lib/plates';

// 40-bit references collide about once in a million bookings at a billion stored; a few draws always do.
const REFERENCE_DRAWS = 5;
const MINUTE_MS = 60_000;

function newRecord(b: NewBooking, priced: PricedStay): BookingRecord {
  return {
    id: b.id,
    tenantId: b.pool.tenantId,
    siteId: b.pool.siteId,
    offerCode: b.pool.offerCode,
    accountId: b.accountId,
    reference: b.reference,
    shopCode: b.shopCode,
    lotName: b.lotName,
    address: b.address,
    timeZone: b.timeZone,
    offerName: b.offerName,
    offerNames: b.offerNames,
    offerConditions: b.offerConditions,
    tariff: b.tariff,
    tickets: b.tickets,
    entryAt: b.entryAt,
    exitAt: b.exitAt,
    fee: priced.fee.amount - (priced.fee.discount ?? 0),
    surcharge: priced.fee.surcharge,
    total: priced.fee.total,
    paymentCode: b.paymentCode,
    licensePlate: b.licensePlate,
    status: 'pending_payment',
    holdExpiresAt: b.holdExpiresAt,
    cardNumber: '',
    cardHolder: '',
    refund: 0,
    createdAt: b.now,
    confirmedAt: null,
  };
}

/** Everything the booking writes, drawn before any statement runs (ids, reference, pass codes), and its answer. */
interface PreparedBooking {
  booking: NewBooking;
  tickets: TicketRecord[];
  answer: ParkingOrderResponse;
}

type DrawBooking = () => PreparedBooking;

function bookingDrawer(
  deps: ParkingDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ParkingOrderRequest,
  priced: PricedStay,
  now: Date,
): DrawBooking {
  return () => {
    const id = randomUUID();
    const reference = newBookingReference();
    const booking: NewBooking = {
      id,
      reference,
      pool: priced.pool,
      accountId: identity.accountId,
      shopCode: shop.site.shopCode,
      lotName: shop.site.lotName,
      address: shop.site.address ?? shop.tenant.contact.address ?? '',
      timeZone: priced.timeZone,
      // Stored in the tenant's default language (receipts); screens show the offer in the customer's own.
      offerName: textIn(shop.tenant, priced.offer.name),
      // The offer as sold: its name in every language the tenant wrote (each reader sees their own),
      // and its conditions, which a top-up must keep (docs/rules.md#booked-offer).
      offerNames: priced.offer.name,
      offerConditions: priced.offer.conditions ?? null,
      tariff: priced.tariff,
      tickets: body.tickets,
      entryAt: new Date(body.entry * 1000),
      exitAt: new Date(body.exit * 1000),
      // What is charged: the fee after the voucher's discount.
      fee: priced.fee.amount - (priced.fee.discount ?? 0),
      surcharge: priced.fee.surcharge,
      paymentCode: priced.fee.paymentCode,
      licensePlate: plateOf(body) ?? '',
      holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * MINUTE_MS),
      now,
    };
    const tickets: TicketRecord[] = Array.from({ length: body.tickets }, (_, i) => ({
      bookingId: id,
      position: i + 1,
      ticketNo: ticketNumber(reference, i + 1),
      passCode: newPassCode(),
      inside: false,
      lastEntryAt: null,
      lastExitAt: null,
      penalty: 0,
    }));
    return { booking, tickets, answer: ok({ booking: bookingView(newRecord(booking, priced), tickets, now) }) };
  };
}

/**
 * `caller` may be a session recalled from memory (docs/architecture.md#recalled-sessions): the
 * common case's statement proves it live; every other answer first reads it.
 */
export async function orderBooking(
  deps: ParkingDeps,
  shop: ShopMatch,
  caller: RecalledSession,
  body: ParkingOrderRequest,
): Promise<ParkingOrderResponse | typeof SESSION_ENDED> {
  const now = deps.now();
  const { idempotencyKey, ...payload } = body;
  const named = 'proven' in caller ? caller.proven : caller.recalled;
  const call: IdempotentCall = {
    accountId: named.accountId,
    key: idempotencyKey,
    operation: 'svc/order',
    scope: shop.site.shopCode,
    payload,
  };
  // A plate given must be one (as My spots saves it); it is kept as written there: upper case, no spaces.
  const step: PricingOutcome =
    plateOf(body) === null ? { ok: false, refusal: refused('VEHICLE_PLATE_INVALID') } : priceStay(shop, body, now);
  // A voucher is locked and its discount worked out inside the transaction: the locked path. The
  // tariff may have changed since the customer's quote (a tenant file is reloaded live).
  const plain =
    step.ok &&
    body.voucherId === undefined &&
    (body.quotedTotal === undefined || body.quotedTotal === step.value.fee.total);
  let quick: OneStatementAnswer = FELL_BACK;
  if (step.ok && plain) {
    const proof =
      'recalled' in caller ? { sessionId: caller.recalled.sessionId, idleSince: caller.idleSince } : undefined;
    quick = await orderInOneStatement(
      deps,
      call,
      step.value,
      bookingDrawer(deps, shop, named, body, step.value, now)(),
      proof,
    );
    if (quick !== FELL_BACK && quick !== REPLAYED) return quick;
  }
  // Every other answer is given only to a session read live for this call.
  const identity = await provenSession(caller);
  if (!identity) return SESSION_ENDED;
  if (quick === REPLAYED) return replayedOr(deps, call, refused('IDEMPOTENCY_CONFLICT'));
  // A retry of a call that went through gets that call's answer, even when the tariff changed since.
  if (!step.ok) return replayedOr(deps, call, step.refusal);
  if (!plain && body.voucherId === undefined) return replayedOr(deps, call, refused('PRICE_CHANGED'));
  return orderUnderPoolLock(deps, { call, shop, identity, body, now }, step.value);
}

/** The booking's plate, normalised ('' when none was given); null when the one given is not a plate. */
function plateOf(body: ParkingOrderRequest): string | null {
  const typed = body.licensePlate?.trim() ?? '';
  return typed === '' ? '' : normalPlate(typed);
}

interface Order {
  call: IdempotentCall;
  shop: ShopMatch;
  identity: SessionIdentity;
  body: ParkingOrderRequest;
  now: Date;
}

const FELL_BACK = Symbol('left to the locked path');
const REPLAYED = Symbol('the key was claimed by an earlier call');
type OneStatementAnswer = ParkingOrderResponse | typeof FELL_BACK | typeof REPLAYED | typeof SESSION_ENDED;

/**
 * The common case in one statement on its own (booking-order-repository.ts), shared with the
 * orders that arrive in the same turn (booking-batch-repository.ts) unless the offer has a
 * per-customer limit, within which it books alone; and only while a recalled session (`proof`) is live.
 * FELL_BACK when the pool does not exist yet, has another capacity, lacks the tickets until lapsed
 * holds are released, the customer would pass the limit (the locked path counts again after
 * releasing them, and refuses with the count), or the drawn reference was taken: the locked path
 * handles all of those. REPLAYED when the key was claimed before; SESSION_ENDED when the recalled
 * session was not live.
 */
async function orderInOneStatement(
  deps: ParkingDeps,
  call: IdempotentCall,
  priced: PricedStay,
  prepared: PreparedBooking,
  proof: SessionProof | undefined,
): Promise<OneStatementAnswer> {
  const write: BookingWrite = {
    claim: {
      accountId: call.accountId,
      key: call.key,
      requestHash: requestHash(call.operation, call.scope, call.payload),
      response: prepared.answer,
    },
    booking: prepared.booking,
    tickets: prepared.tickets,
    capacity: priced.offer.capacity,
  };
  // An offer with a per-customer limit is booked on its own: see booking-batch-repository.ts.
  const max = priced.offer.maxTicketsAtOnce;
  const done =
    max === undefined
      ? await bookWithOthers(deps.db, { write, ...(proof ? { proof } : {}) })
      : await bookInOneStatement(deps.db, write, max, proof);
  const outcome = oneStatementOutcome(done, prepared.answer);
  if (outcome === prepared.answer) logHeld(deps, prepared.booking);
  return outcome;
}

function oneStatementOutcome(done: OneStatementOutcome, answer: ParkingOrderResponse): OneStatementAnswer {
  if (done === 'booked') return answer;
  if (done === 'session ended') return SESSION_ENDED;
  return done === 'key claimed before' ? REPLAYED : FELL_BACK;
}

/** The answer of the call that claimed this key, `otherwise` when none did; the key with other details is a conflict. */
async function replayedOr(
  deps: ParkingDeps,
  call: IdempotentCall,
  otherwise: ParkingOrderResponse,
): Promise<ParkingOrderResponse> {
  const first = await findIdempotencyKey(deps.db, call.accountId, call.key);
  if (!first) return otherwise;
  if (first.requestHash !== requestHash(call.operation, call.scope, call.payload))
    return refused('IDEMPOTENCY_CONFLICT');
  return first.response as ParkingOrderResponse;
}

function logHeld(deps: ParkingDeps, b: NewBooking): void {
  deps.log.info(
    { tenant: b.pool.tenantId, site: b.pool.siteId, offer: b.pool.offerCode, booking: b.id, tickets: b.tickets },
    'tickets held for a booking',
  );
}

/**
 * The locked path: applies the voucher (locked for the rest of the transaction, so two orders
 * cannot both use it), creates the pool or applies a changed capacity, releases the pool's lapsed
 * holds, counts the customer's tickets and takes the pool's, all under the pool row lock.
 */
async function orderUnderPoolLock(
  deps: ParkingDeps,
  order: Order,
  undiscounted: PricedStay,
): Promise<ParkingOrderResponse> {
  const { call, shop, identity, body, now } = order;
  return runIdempotent(deps, call, async (tx, refuse) => {
    let priced = undiscounted;
    if (body.voucherId !== undefined) {
      const voucher = await deps.vouchers.lock(tx, shop.tenant, identity, body.voucherId, priced.fee.amount, now);
      if (!voucher.ok) return refuse(refused('DISCOUNT_FAILED'));
      priced = withDiscount(priced, voucher.discount, body.voucherId);
      if (body.quotedTotal !== undefined && body.quotedTotal !== priced.fee.total)
        return refuse(refused('PRICE_CHANGED'));
    }
    const draw = bookingDrawer(deps, shop, identity, body, priced, now);
    const { pool, offer } = priced;
    let prepared = draw();
    const { tickets, entryAt, exitAt, holdExpiresAt } = prepared.booking;
    await lockPool(tx, pool, offer.capacity, now);
    await settleDueBookings(tx, pool, now);
    if (offer.maxTicketsAtOnce !== undefined) {
      const held = await ticketsHeldOverlapping(tx, call.accountId, pool, entryAt, exitAt);
      if (held + tickets > offer.maxTicketsAtOnce)
        refuse(refused('TOO_MANY_AT_ONCE', { max: offer.maxTicketsAtOnce, held }));
    }
    if ((await takeTickets(tx, pool, tickets, { holdExpiresAt, exitAt }, now)) === null) {
      const available = Math.max(0, (await findPool(tx, pool))?.available ?? 0);
      refuse(available === 0 ? refused('SOLD_OUT', { available }) : refused('ONLY_FEW_LEFT', { available }));
    }
    for (let draws = 1; !(await insertBooking(tx, prepared.booking)); draws += 1) {
      if (draws === REFERENCE_DRAWS) throw new Error(`no free booking reference after ${REFERENCE_DRAWS} draws`);
      prepared = draw();
    }
    await insertTickets(tx, prepared.booking.id, prepared.tickets);
    if (body.voucherId !== undefined)
      await deps.vouchers.apply(tx, body.voucherId, prepared.booking.id, priced.fee.discount ?? 0, now);
    logHeld(deps, prepared.booking);
    return prepared.answer;
  });
}
