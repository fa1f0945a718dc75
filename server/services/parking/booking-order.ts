/**
 * svc/order: books tickets of an offer for the signed-in customer and holds them from the pool
 * until paid (pending_payment). One transaction: idempotency claim, pool lock, settlement of due
 * bookings, the per-customer limit, the atomic conditional decrement, then the booking itself.
 */
import { randomUUID } from 'node:crypto';
import type { ParkingOrderRequest } from '../../../src/generated/api/parking-order.request';
import type { ParkingOrderResponse } from '../../../src/generated/api/parking-order.response';
import { ok, refused } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { insertBooking, settleDueBookings, ticketsHeldOverlapping, type BookingRecord, type NewBooking } from '../../db/repositories/booking-repository';
import { insertTickets, type TicketRecord } from '../../db/repositories/booking-ticket-repository';
import { findPool, lockPool, takeTickets } from '../../db/repositories/ticket-pool-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts/account-deps';
import { newBookingReference, newPassCode, ticketNumber } from './booking-codes';
import { bookingView } from './booking-view';
import { runIdempotent } from '../shared/idempotency';
import type { ParkingDeps } from './parking-deps';
import { priceStay, withDiscount, type PricedStay } from './stay-pricing';

// 40-bit references collide about once in a million bookings at a billion stored; a few draws always do.
const REFERENCE_DRAWS = 5;
const MINUTE_MS = 60_000;

async function insertWithFreshReference(tx: Queryable, booking: Omit<NewBooking, 'reference'>): Promise<string> {
  for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
    const reference = newBookingReference();
    if (await insertBooking(tx, { ...booking, reference })) return reference;
  }
  throw new Error(`no free booking reference after ${REFERENCE_DRAWS} draws`);
}

function newRecord(id: string, reference: string, b: Omit<NewBooking, 'reference'>, priced: PricedStay): BookingRecord {
  return {
    id,
    tenantId: b.pool.tenantId,
    siteId: b.pool.siteId,
    offerCode: b.pool.offerCode,
    accountId: b.accountId,
    reference,
    shopCode: b.shopCode,
    lotName: b.lotName,
    address: b.address,
    timeZone: b.timeZone,
    offerName: b.offerName,
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

export async function orderBooking(deps: ParkingDeps, shop: ShopMatch, identity: SessionIdentity, body: ParkingOrderRequest): Promise<ParkingOrderResponse> {
  const now = deps.now();
  const { idempotencyKey, ...payload } = body;
  const call = { accountId: identity.accountId, key: idempotencyKey, operation: 'svc/order', scope: shop.site.shopCode, payload };
  return runIdempotent(deps, call, async (tx, refuse) => {
    const step = priceStay(shop, body, now);
    if (!step.ok) return refuse(step.refusal);
    let priced = step.value;
    // The voucher is locked for the rest of the transaction: two orders cannot both use it.
    if (body.voucherId !== undefined) {
      const voucher = await deps.vouchers.lock(tx, shop.tenant, identity, body.voucherId, priced.fee.amount, now);
      if (!voucher.ok) return refuse(refused('DISCOUNT_FAILED'));
      priced = withDiscount(priced, voucher.discount, body.voucherId);
    }
    const { pool, offer, fee } = priced;
    // The tariff may have changed since the customer's quote (a tenant file is reloaded live).
    if (body.quotedTotal !== undefined && body.quotedTotal !== fee.total) return refuse(refused('PRICE_CHANGED'));
    await lockPool(tx, pool, offer.capacity, now);
    await settleDueBookings(tx, pool, now);

    const entryAt = new Date(body.entry * 1000);
    const exitAt = new Date(body.exit * 1000);
    if (offer.maxTicketsAtOnce !== undefined) {
      const held = await ticketsHeldOverlapping(tx, identity.accountId, pool, entryAt, exitAt);
      if (held + body.tickets > offer.maxTicketsAtOnce) refuse(refused('TOO_MANY_AT_ONCE', { max: offer.maxTicketsAtOnce, held }));
    }
    if ((await takeTickets(tx, pool, body.tickets, now)) === null) {
      const available = Math.max(0, (await findPool(tx, pool))?.available ?? 0);
      refuse(available === 0 ? refused('SOLD_OUT', { available }) : refused('ONLY_FEW_LEFT', { available }));
    }

    const id = randomUUID();
    const booking: Omit<NewBooking, 'reference'> = {
      id,
      pool,
      accountId: identity.accountId,
      shopCode: shop.site.shopCode,
      lotName: shop.site.lotName,
      address: shop.site.address ?? shop.tenant.contact.address ?? '',
      timeZone: priced.timeZone,
      offerName: offer.name,
      tariff: priced.tariff,
      tickets: body.tickets,
      entryAt,
      exitAt,
      // What is charged: the fee after the voucher's discount.
      fee: fee.amount - (fee.discount ?? 0),
      surcharge: fee.surcharge,
      paymentCode: fee.paymentCode,
      licensePlate: body.licensePlate?.trim() ?? '',
      holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * MINUTE_MS),
      now,
    };
    const reference = await insertWithFreshReference(tx, booking);
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
    await insertTickets(tx, id, tickets);
    if (body.voucherId !== undefined) await deps.vouchers.apply(tx, body.voucherId, id, fee.discount ?? 0, now);
    deps.log.info({ tenant: pool.tenantId, site: pool.siteId, offer: pool.offerCode, booking: id, tickets: body.tickets }, 'tickets held for a booking');
    return ok({ booking: bookingView(newRecord(id, reference, booking, priced), tickets) });
  });
}
