import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import type { ParkingFee } from '../../src/generated/api/parking-fee';
import {
  bookingMachine,
  zeroTxnKeyOf,
  type BookingInput,
  type ConfirmZeroInput,
  type PlaceOrderInput,
  type QuoteInput,
} from './booking.machine';
import type { BookingReply, QuoteReply } from './parking-replies';
import type { PaymentInput, PaymentOutput } from '../payment/payment.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';

const now = 1_700_000_000;
const entry = now + 3600;
const exit = entry + 7200;
const chosen: BookingInput = { offerCode: 'casual', entry, exit, tickets: 1, paymentCode: 201, timeZone: 'UTC' };

const fee: ParkingFee = {
  offerCode: 'casual',
  entry,
  exit,
  tickets: 1,
  periods: 4,
  periodCharge: 1200,
  flatFee: 0,
  perTicket: 1200,
  amount: 1200,
  paymentCode: 201,
  surcharge: 18,
  total: 1218,
};
const booking = (total: number): ParkingBooking => ({ bookingId: 'b-1', total }) as ParkingBooking;
const quoted: QuoteReply = { success: true, result: { rtn: 1, fee, balance: 10 } };
const soldOut: QuoteReply = { success: true, result: { rtn: 1, fee, balance: 0 } };
const oneLeft: QuoteReply = { success: true, result: { rtn: 1, fee, balance: 1 } };
const quoteRefused: QuoteReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'This payment method is not available',
    problem: { code: 'PAYMENT_METHOD_NOT_FOUND', params: {} },
  },
};
const ordered: BookingReply = { success: true, result: { rtn: 1, booking: booking(1218) } };
const orderedFree: BookingReply = { success: true, result: { rtn: 1, booking: booking(0) } };
const orderSoldOut: BookingReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'Sold out', problem: { code: 'SOLD_OUT', params: { available: 0 } } },
};
const confirmed: BookingReply = { success: true, result: { rtn: 1, booking: booking(0) } };
const expired: BookingReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'Ticket expired', problem: { code: 'TICKET_EXPIRED', params: {} } },
};
const paid: PaymentOutput = { outcome: 'approved', txn: 't', cardNumber: '4111****1111', orderSent: true };
const redirected: PaymentOutput = { outcome: 'redirected', txn: 't', cardNumber: null, orderSent: false };
const cancelled: PaymentOutput = { outcome: 'cancelled', txn: null, cardNumber: null, orderSent: false };

describe('booking machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(bookingMachine, {
      // Two tickets, so that 'only 1 left' is reachable. The first opens with its time (quoted at
      // once); the others wait for QUOTE, one without an offer, one with tickets that break a rule.
      inputs: [
        { ...chosen, tickets: 2, openedAt: now },
        { ...chosen, offerCode: undefined },
        { ...chosen, tickets: 5 },
      ],
      events: {
        SELECT_METHOD: [{ type: 'SELECT_METHOD', paymentCode: 201, now }],
        QUOTE: [{ type: 'QUOTE', now }],
        // null keeps the walk's state space as it was; the rules below choose a voucher and a saved card.
        SELECT_VOUCHER: [{ type: 'SELECT_VOUCHER', voucherId: null, now }],
        SELECT_SAVED_CARD: [{ type: 'SELECT_SAVED_CARD', savedCardId: null }],
        ACCEPT_TERMS: [{ type: 'ACCEPT_TERMS', accepted: true }],
        ...actorOutcomes('quote', { done: [quoted, soldOut, oneLeft, quoteRefused], error: [new Error('offline')] }),
        ...actorOutcomes('newIdempotencyKey', { done: ['order-key-0001'], error: [new Error('no crypto')] }),
        ...actorOutcomes('placeOrder', { done: [ordered, orderedFree, orderSoldOut], error: [new Error('offline')] }),
        ...actorOutcomes('confirmZero', { done: [confirmed, expired], error: [new Error('offline')] }),
        ...actorOutcomes('payment', { done: [paid, redirected, cancelled], error: [new Error('crashed')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

interface Script {
  quote?: (input: QuoteInput) => Promise<QuoteReply>;
  placeOrder?: (input: PlaceOrderInput) => Promise<BookingReply>;
  confirmZero?: (input: ConfirmZeroInput) => Promise<BookingReply>;
  pay?: (input: PaymentInput) => Promise<PaymentOutput>;
}

const noEffect = () => {};

function startBooking(input: BookingInput = chosen, script: Script = {}) {
  let keys = 0;
  const spies = {
    quote: vi.fn(script.quote ?? (async () => quoted)),
    newIdempotencyKey: vi.fn(async () => `order-key-${String((keys += 1)).padStart(4, '0')}`),
    placeOrder: vi.fn(script.placeOrder ?? (async () => ordered)),
    confirmZero: vi.fn(script.confirmZero ?? (async () => confirmed)),
    pay: vi.fn(script.pay ?? (async () => paid)),
    recordHeldBooking: vi.fn<(bookingId: string) => void>(noEffect),
    goToBookingSuccess: vi.fn<(bookingId: string | null) => void>(noEffect),
    goBackToChoice: vi.fn(noEffect),
  };
  const machine = bookingMachine.provide({
    actors: {
      quote: fromPromise(({ input: callInput }) => spies.quote(callInput)),
      newIdempotencyKey: fromPromise(() => spies.newIdempotencyKey()),
      placeOrder: fromPromise(({ input: callInput }) => spies.placeOrder(callInput)),
      confirmZero: fromPromise(({ input: callInput }) => spies.confirmZero(callInput)),
      // The payment machine has its own tests; here only its output matters.
      payment: fromPromise<PaymentOutput, PaymentInput>(({ input: callInput }) => spies.pay(callInput)) as never,
    },
    actions: {
      recordHeldBooking: (_, params) => spies.recordHeldBooking(params.bookingId),
      goToBookingSuccess: (_, params) => spies.goToBookingSuccess(params.bookingId),
      goBackToChoice: () => spies.goBackToChoice(),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, spies };
}

type BookingActor = ReturnType<typeof startBooking>['actor'];
const toReview = async (actor: BookingActor) => {
  actor.send({ type: 'QUOTE', now });
  await waitFor(actor, (s) => !s.matches('quoting'));
};

describe('booking machine: rules', () => {
  it('checks the booking rules locally with their messages before asking for a fee', () => {
    for (const [choice, message] of [
      [{ offerCode: undefined }, { code: 'OFFER_REQUIRED' }],
      [{ exit: entry }, { code: 'EXIT_NOT_AFTER_ENTRY' }],
      [{ exit: entry + 600 }, { code: 'STAY_TOO_SHORT', params: { span: 30 } }],
      [{ entry: now - 60 }, { code: 'ENTRY_IN_PAST' }],
      [{ tickets: 0 }, { code: 'TICKETS_NONE' }],
      [{ tickets: 5 }, { code: 'TICKETS_OVER_BOOKING_MAX', params: { max: 4 } }],
    ] as const) {
      const { actor, spies } = startBooking({ ...chosen, ...choice });
      actor.send({ type: 'QUOTE', now });
      expect(actor.getSnapshot().context.message).toEqual(message);
      expect(actor.getSnapshot().matches('choosing')).toBe(true);
      expect(spies.quote).not.toHaveBeenCalled();
    }
  });

  it('quotes with the chosen payment method and keeps the fee breakdown with its surcharge', async () => {
    const { actor, spies } = startBooking();
    await toReview(actor);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.fee).toMatchObject({ amount: 1200, surcharge: 18, total: 1218 });
    expect(spies.quote).toHaveBeenCalledWith({
      offerCode: 'casual',
      entry,
      exit,
      tickets: 1,
      paymentCode: 201,
      voucherId: null,
    });
  });

  it('says sold out or how many are left, and goes back to choosing', async () => {
    for (const [reply, message] of [
      [soldOut, { code: 'SOLD_OUT', params: { available: 0 } }],
      [oneLeft, { code: 'ONLY_FEW_LEFT', params: { available: 1 } }],
    ] as const) {
      const { actor } = startBooking({ ...chosen, tickets: 2 }, { quote: async () => reply });
      await toReview(actor);
      expect(actor.getSnapshot().matches('choosing')).toBe(true);
      expect(actor.getSnapshot().context.message).toEqual(message);
    }
  });

  it("orders at the price the customer saw: the quote's total goes with the order; a changed price is quoted again", async () => {
    const priceChanged: BookingReply = {
      success: true,
      result: { rtn: 0, dispMsg: 'The price has changed', problem: { code: 'PRICE_CHANGED', params: {} } },
    };
    const replies: Array<() => Promise<BookingReply>> = [async () => priceChanged, async () => ordered];
    const { actor, spies } = startBooking(chosen, { placeOrder: () => (replies.shift() ?? (async () => ordered))() });
    await toReview(actor);
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(spies.placeOrder).toHaveBeenLastCalledWith(
      expect.objectContaining({ offerCode: 'casual', tickets: 1, paymentCode: 201, quotedTotal: 1218 }),
    );
    // Nothing is held and the old fee is gone: the customer sees why and asks for the new price.
    expect(actor.getSnapshot().context).toMatchObject({ fee: null, booking: null, message: { code: 'PRICE_CHANGED' } });
    await toReview(actor);
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.placeOrder).toHaveBeenCalledTimes(2);
  });

  it('refuses checkout until the terms are accepted', async () => {
    const { actor, spies } = startBooking();
    await toReview(actor);
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.message).toEqual({ code: 'TERMS_REQUIRED' });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'ACCEPT_TERMS', accepted: false });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(spies.newIdempotencyKey).not.toHaveBeenCalled();
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'booked' });
  });

  it('a retried order reuses its idempotency key; a refused one shows dispMsg and the next order gets a new key', async () => {
    const replies: Array<() => Promise<BookingReply>> = [
      () => Promise.reject(new Error('offline')),
      async () => orderSoldOut,
      async () => ordered,
    ];
    const { actor, spies } = startBooking(chosen, { placeOrder: () => (replies.shift() ?? (async () => ordered))() });
    await toReview(actor);
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('callFailed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'SOLD_OUT', params: { available: 0 } });
    await toReview(actor);
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.placeOrder.mock.calls.map(([call]) => call.idempotencyKey)).toEqual([
      'order-key-0001',
      'order-key-0001',
      'order-key-0002',
    ]);
  });

  it('confirms a zero-amount booking without payment, with a key of its own that a retry reuses', async () => {
    let fail = true;
    const { actor, spies } = startBooking(chosen, {
      placeOrder: async () => orderedFree,
      confirmZero: async () => {
        if (fail) throw new Error('offline');
        return confirmed;
      },
    });
    await toReview(actor);
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('callFailed'));
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.pay).not.toHaveBeenCalled();
    expect(spies.placeOrder).toHaveBeenCalledTimes(1);
    expect(spies.confirmZero.mock.calls.map(([call]) => call)).toEqual([
      { idempotencyKey: zeroTxnKeyOf('order-key-0001'), bookingId: 'b-1' },
      { idempotencyKey: zeroTxnKeyOf('order-key-0001'), bookingId: 'b-1' },
    ]);
  });

  it('pays a booking with a total (stored-value card asks the payment machine for the PIN); a cancelled payment keeps the booking for another method', async () => {
    const outcomes = [cancelled, paid];
    const { actor, spies } = startBooking(
      { ...chosen, paymentCode: 205 },
      { pay: async () => outcomes.shift() ?? paid },
    );
    await toReview(actor);
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('paymentCancelled'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PAYMENT_CANCELLED' });
    expect(spies.pay).toHaveBeenLastCalledWith({
      purpose: { kind: 'booking', bookingId: 'b-1' },
      amount: 1218,
      paymentCode: 205,
      needsPin: true,
    });
    // Another method is chosen without ordering again; PAY pays the same booking with it.
    expect(actor.getSnapshot().can({ type: 'SELECT_METHOD', paymentCode: 201, now })).toBe(true);
    actor.send({ type: 'SELECT_METHOD', paymentCode: 201, now });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.pay).toHaveBeenLastCalledWith({
      purpose: { kind: 'booking', bookingId: 'b-1' },
      amount: 1218,
      paymentCode: 201,
      needsPin: false,
    });
    expect(spies.placeOrder).toHaveBeenCalledTimes(1);
  });

  it('CHANGE_* goes back to choosing; a new payment method is quoted again', async () => {
    const { actor, spies } = startBooking();
    await toReview(actor);
    actor.send({ type: 'CHANGE_TICKETS' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.focus).toBe('tickets');
    await toReview(actor);
    actor.send({ type: 'SELECT_METHOD', paymentCode: 203, now });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(spies.quote).toHaveBeenLastCalledWith({
      offerCode: 'casual',
      entry,
      exit,
      tickets: 1,
      paymentCode: 203,
      voucherId: null,
    });
  });

  it('a voucher is quoted again and goes with the order; a saved card changes no price and goes to the payment', async () => {
    const { actor, spies } = startBooking();
    await toReview(actor);
    actor.send({ type: 'SELECT_VOUCHER', voucherId: 'v-1', now });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(spies.quote).toHaveBeenLastCalledWith({
      offerCode: 'casual',
      entry,
      exit,
      tickets: 1,
      paymentCode: 201,
      voucherId: 'v-1',
    });
    const quotes = spies.quote.mock.calls.length;
    actor.send({ type: 'SELECT_SAVED_CARD', savedCardId: 'c-1' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(spies.quote).toHaveBeenCalledTimes(quotes);
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ voucherId: 'v-1' }));
    expect(spies.pay).toHaveBeenCalledWith(expect.objectContaining({ savedCardId: 'c-1', paymentCode: 201 }));
  });

  it("a voucher that cannot be used: 'Failed to get a discount', and choosing none quotes again", async () => {
    const refusedDiscount: QuoteReply = {
      success: true,
      result: { rtn: 0, dispMsg: 'Failed to get a discount', problem: { code: 'DISCOUNT_FAILED', params: {} } },
    };
    const { actor, spies } = startBooking(chosen, {
      quote: async (input) => (input.voucherId === 'v-bad' ? refusedDiscount : quoted),
    });
    await toReview(actor);
    actor.send({ type: 'SELECT_VOUCHER', voucherId: 'v-bad', now });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'DISCOUNT_FAILED' });
    actor.send({ type: 'SELECT_VOUCHER', voucherId: null, now });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(spies.quote).toHaveBeenLastCalledWith(expect.objectContaining({ voucherId: null }));
  });
});

describe('booking machine: what the checkout leaves to the machine', () => {
  it('opened with its time, checks and quotes the choice at once', async () => {
    const { actor, spies } = startBooking({ ...chosen, openedAt: now });
    expect(actor.getSnapshot().value).toBe('quoting');
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(spies.quote).toHaveBeenCalledTimes(1);
  });

  it('opened with a choice that breaks a rule, says so and asks for nothing', () => {
    const { actor, spies } = startBooking({ ...chosen, entry: now - 60, openedAt: now });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'ENTRY_IN_PAST' });
    expect(spies.quote).not.toHaveBeenCalled();
  });

  it('another payment method while choosing checks the rules at its time and quotes with it', async () => {
    const withoutOffer = startBooking({ ...chosen, offerCode: undefined });
    withoutOffer.actor.send({ type: 'SELECT_METHOD', paymentCode: 203, now });
    expect(withoutOffer.actor.getSnapshot().context.message).toEqual({ code: 'OFFER_REQUIRED' });
    const { actor, spies } = startBooking();
    // Later, the entry has passed: the rules are checked at the time the method changed.
    actor.send({ type: 'SELECT_METHOD', paymentCode: 203, now: entry + 60 });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'ENTRY_IN_PAST' });
    expect(spies.quote).not.toHaveBeenCalled();
    actor.send({ type: 'SELECT_METHOD', paymentCode: 203, now });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(spies.quote).toHaveBeenCalledWith({
      offerCode: 'casual',
      entry,
      exit,
      tickets: 1,
      paymentCode: 203,
      voucherId: null,
    });
  });

  it('ticking the terms clears their reminder', async () => {
    const { actor } = startBooking();
    await toReview(actor);
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'TERMS_REQUIRED' });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('records a booking held for payment, then goes to its confirmation', async () => {
    const { actor, spies } = startBooking();
    await toReview(actor);
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.recordHeldBooking.mock.calls).toEqual([['b-1']]);
    expect(spies.goToBookingSuccess.mock.calls).toEqual([['b-1']]);
    expect(spies.goBackToChoice).not.toHaveBeenCalled();
  });

  it('a free booking holds nothing for payment: nothing is recorded, and it goes to its confirmation', async () => {
    const { actor, spies } = startBooking(chosen, { placeOrder: async () => orderedFree });
    await toReview(actor);
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.recordHeldBooking).not.toHaveBeenCalled();
    expect(spies.goToBookingSuccess.mock.calls).toEqual([['b-1']]);
  });

  it('giving up goes back to the choice', async () => {
    const { actor, spies } = startBooking(chosen, { pay: async () => cancelled });
    await toReview(actor);
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('paymentCancelled'));
    actor.send({ type: 'GIVE_UP' });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'gaveUp' });
    expect(spies.goBackToChoice).toHaveBeenCalledTimes(1);
    expect(spies.goToBookingSuccess).not.toHaveBeenCalled();
  });
});
