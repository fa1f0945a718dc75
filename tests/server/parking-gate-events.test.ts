import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import { describeOnDrivers } from './support/describe-on-drivers';
import {
  HOUR,
  MINUTE,
  parkingTenants,
  startParkingSuite,
  stay,
  type ParkingClient,
  type ParkingSuite,
} from './support/parking-kit';

const GATE_KEY = 'gate-key-of-parkco-0123456789abcdef';

interface Outcome {
  eventId: string;
  outcome: 'accepted' | 'refused';
  duplicate: boolean;
  dispMsg?: string;
  code?: string;
  ticketNo?: string;
  reference?: string;
}

describeOnDrivers('gate events', (driver) => {
  let s: ParkingSuite;
  let c: ParkingClient;

  const send = async (events: object[], shop = 'park-central'): Promise<Outcome[]> => {
    const answer = await s
      .client(shop)
      .call<{ list: Outcome[] }>('/sync/eventInBatch', { events }, undefined, { 'x-gate-key': GATE_KEY });
    expect(answer.result.rtn).toBe(1);
    return answer.result.list;
  };
  const event = (passCode: string, type: 'entry' | 'exit', time: number, eventId: string = randomUUID()) => ({
    eventId,
    passCode,
    type,
    time,
  });

  /** A booked booking (a zero-amount one, confirmed) of the customer, entering in an hour for two hours. */
  const bookedBooking = async (token: string, tickets = 1): Promise<ParkingBooking> => {
    const held = await c.book(token, stay(s.clock.now(), 1, 2, { offerCode: 'free', tickets }));
    const confirmed = await c.call<{ booking: ParkingBooking }>(
      '/spot/zeroTxn',
      { idempotencyKey: randomUUID(), bookingId: held.bookingId },
      token,
    );
    return confirmed.result.booking;
  };
  const current = async (token: string, bookingId: string): Promise<ParkingBooking> => {
    const found = (await c.summary(token, { bookingId })).result.list[0];
    if (!found) throw new Error('booking not found');
    return found;
  };

  beforeAll(async () => {
    const tenants = parkingTenants({ free: 100, hourly: 100 }).map((tenant) => {
      if (tenant.id === 'parkco') return { ...tenant, secrets: { gateKey: { env: 'PARKCO_GATE_KEY' } } };
      if (tenant.id === 'aesparkco') return { ...tenant, secrets: { gateKey: { env: 'AESPARKCO_GATE_KEY' } } };
      return tenant;
    });
    // aesparkco's key is too short to be used: its sites take no gate events.
    s = await startParkingSuite(
      driver,
      { secrets: { PARKCO_GATE_KEY: GATE_KEY, AESPARKCO_GATE_KEY: 'short' } },
      tenants,
    );
    c = s.client();
  });
  afterAll(async () => {
    await s?.close();
  });

  it("needs the tenant's gate key: a missing or wrong one is 401, a tenant without a usable key 403", async () => {
    const events = { events: [event('any-pass-code-000000', 'entry', Math.floor(s.clock.now().getTime() / 1000))] };
    const missing = await s.client().raw('/sync/eventInBatch', events);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'Gate key missing or wrong', problem: { code: 'GATE_KEY_WRONG', params: {} } },
    });
    const wrong = await s.client().raw('/sync/eventInBatch', events, undefined, { 'x-gate-key': `${GATE_KEY}x` });
    expect(wrong.statusCode).toBe(401);
    // A customer's session is not a gate key.
    const { token } = await s.customer();
    expect((await s.client().raw('/sync/eventInBatch', events, token)).statusCode).toBe(401);
    const off = await s.client('aes-park').raw('/sync/eventInBatch', events, undefined, { 'x-gate-key': 'short' });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({
      result: { dispMsg: 'Gate events are not enabled for this site', problem: { code: 'GATE_EVENTS_OFF' } },
    });
  });

  it('records entries and exits of each pass, in batch order', async () => {
    const { token } = await s.customer();
    const booking = await bookedBooking(token, 2);
    const [first, second] = booking.passes.map((p) => p.passCode);
    if (!first || !second) throw new Error('two passes expected');
    const at = booking.entry + 5 * MINUTE;
    const list = await send([
      event(first, 'entry', at, 'gate-1-0001'),
      event(second, 'entry', at + 60, 'gate-1-0002'),
      event(second, 'exit', at + 120, 'gate-2-0001'),
    ]);
    expect(list).toEqual([
      {
        eventId: 'gate-1-0001',
        outcome: 'accepted',
        duplicate: false,
        ticketNo: `${booking.reference}-1`,
        reference: booking.reference,
      },
      {
        eventId: 'gate-1-0002',
        outcome: 'accepted',
        duplicate: false,
        ticketNo: `${booking.reference}-2`,
        reference: booking.reference,
      },
      {
        eventId: 'gate-2-0001',
        outcome: 'accepted',
        duplicate: false,
        ticketNo: `${booking.reference}-2`,
        reference: booking.reference,
      },
    ]);
    const passes = (await current(token, booking.bookingId)).passes;
    expect(passes[0]).toMatchObject({ inside: true, lastEntry: at, lastExit: null, penalty: 0 });
    expect(passes[1]).toMatchObject({ inside: false, lastEntry: at + 60, lastExit: at + 120, penalty: 0 });
  });

  it('applies each event id once: a resent event repeats its first outcome and changes nothing', async () => {
    const { token } = await s.customer();
    const booking = await bookedBooking(token);
    const pass = booking.passes[0]?.passCode ?? '';
    const entry = event(pass, 'entry', booking.entry, 'dup-entry-1');
    const early = event(pass, 'entry', booking.entry - HOUR, 'dup-early-1');
    const first = await send([entry, early]);
    expect(first.map((o) => [o.outcome, o.duplicate, o.code])).toEqual([
      ['accepted', false, undefined],
      ['refused', false, 'TICKET_NOT_VALID_YET'],
    ]);
    const before = await current(token, booking.bookingId);
    const again = await send([entry, early, entry]);
    expect(again).toEqual([
      { ...first[0], duplicate: true },
      { ...first[1], duplicate: true },
      { ...first[0], duplicate: true },
    ]);
    expect(await current(token, booking.bookingId)).toEqual(before);
    // The same id with other details is refused and not remembered.
    const reused = await send([{ ...entry, time: entry.time + 60 }]);
    expect(reused).toEqual([
      {
        eventId: 'dup-entry-1',
        outcome: 'refused',
        duplicate: false,
        code: 'EVENT_ID_REUSED',
        dispMsg: 'This event id was already used with different details',
      },
    ]);
    expect((await send([entry]))[0]).toMatchObject({ outcome: 'accepted', duplicate: true });
    // Ids are per site: the other site's gate may use the same one.
    expect((await send([entry], 'park-north'))[0]).toMatchObject({
      eventId: 'dup-entry-1',
      outcome: 'refused',
      code: 'PASS_UNKNOWN',
      duplicate: false,
    });
  });

  it('refuses entries the pass does not allow, with the message the gate shows', async () => {
    const { token } = await s.customer();
    const booking = await bookedBooking(token);
    const pass = booking.passes[0]?.passCode ?? '';
    const unpaid = await c.book(token, stay(s.clock.now(), 1, 2, { offerCode: 'flat' }));
    const unpaidPass =
      (
        await s.db.query<{ pass: string }>('SELECT pass_code AS pass FROM booking_tickets WHERE booking_id = $1', [
          unpaid.bookingId,
        ])
      )[0]?.pass ?? '';
    const list = await send([
      event('no-such-pass-at-all-xx', 'entry', booking.entry),
      event(unpaidPass, 'entry', booking.entry),
      event(pass, 'entry', booking.entry - 15 * MINUTE - 1),
      event(pass, 'entry', booking.exit),
      event(pass, 'entry', booking.entry - 15 * MINUTE),
    ]);
    expect(list.map((o) => [o.outcome, o.code ?? '', o.dispMsg ?? ''])).toEqual([
      ['refused', 'PASS_UNKNOWN', 'Unknown pass'],
      ['refused', 'TICKET_NOT_PAID', 'This ticket is not paid'],
      ['refused', 'TICKET_NOT_VALID_YET', 'This ticket is not valid yet'],
      ['refused', 'TICKET_EXPIRED', 'Ticket expired'],
      ['accepted', '', ''],
    ]);
    // A pass is only known at its own site.
    expect((await send([event(pass, 'entry', booking.entry)], 'park-north'))[0]).toMatchObject({
      outcome: 'refused',
      code: 'PASS_UNKNOWN',
    });
    // A released hold's pass is not paid either.
    s.clock.advanceSeconds(15 * MINUTE);
    await c.summary(token);
    expect((await send([event(unpaidPass, 'entry', booking.entry)]))[0]).toMatchObject({
      outcome: 'refused',
      code: 'TICKET_NOT_PAID',
    });
  });

  it('records an overstay on exit as the pass penalty, at the booked tariff', async () => {
    const { token } = await s.customer();
    const held = await c.book(token, stay(s.clock.now(), 1, 2));
    // Marked paid directly, as the payment step does.
    await s.db.query("UPDATE bookings SET status = 'booked', hold_expires_at = NULL WHERE id = $1", [held.bookingId]);
    const booking = await current(token, held.bookingId);
    const pass = booking.passes[0]?.passCode ?? '';
    expect(pass).not.toBe('');
    const list = await send([event(pass, 'entry', booking.entry), event(pass, 'exit', booking.exit + 90 * MINUTE)]);
    expect(list.map((o) => o.outcome)).toEqual(['accepted', 'accepted']);
    const after = await current(token, held.bookingId);
    // 90 minutes over at $6.50 an hour: two started hours.
    expect(after.passes[0]).toMatchObject({ inside: false, penalty: 1300 });
    expect(after.penalty).toBe(1300);
    // An exit without overstay records no penalty; an unknown pass's exit is refused.
    expect(await send([event('unknown-pass-code-0000', 'exit', booking.exit)])).toEqual([
      expect.objectContaining({ outcome: 'refused', code: 'PASS_UNKNOWN' }),
    ]);
  });

  it('refuses a malformed batch with 400', async () => {
    const gate = (payload: object) => c.raw('/sync/eventInBatch', payload, undefined, { 'x-gate-key': GATE_KEY });
    expect((await gate({ events: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => event('x', 'entry', 1, `e${i}`));
    expect((await gate({ events: tooMany })).statusCode).toBe(400);
    expect((await gate({ events: [{ ...event('x', 'entry', 1), type: 'jump' }] })).statusCode).toBe(400);
  });
});
