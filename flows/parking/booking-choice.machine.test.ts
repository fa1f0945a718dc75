import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ParkingFee } from '../../src/generated/api/parking-fee';
import {
  bookingChoiceMachine,
  ESTIMATE_DELAY_MS,
  type BookingChoiceInput,
  type QuoteInput,
} from './booking-choice.machine';
import type { QuoteReply } from './parking-replies';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';

const now = 1_700_000_000;
const entry = now + 3600;
const exit = entry + 7200;
const chosen: BookingChoiceInput = { offerCode: 'casual', entry, exit, tickets: 1, timeZone: 'UTC' };

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

describe('booking choice machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(bookingChoiceMachine, {
      // Two tickets, so that 'only 1 left' is reachable; SET_TICKETS 5 breaks a rule. The second
      // starts without an offer.
      inputs: [
        { ...chosen, tickets: 2 },
        { ...chosen, offerCode: undefined },
      ],
      events: {
        SET_OFFER: [{ type: 'SET_OFFER', offerCode: 'casual', now }],
        SET_TIMES: [{ type: 'SET_TIMES', entry, exit, now }],
        SET_TICKETS: [{ type: 'SET_TICKETS', tickets: 5, now }],
        ...actorOutcomes('estimate', { done: [quoted, soldOut, oneLeft, quoteRefused], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function startChoice(
  input: BookingChoiceInput = chosen,
  script: { quote?: (input: QuoteInput) => Promise<QuoteReply> } = {},
) {
  const spies = { quote: vi.fn(script.quote ?? (async () => quoted)) };
  const machine = bookingChoiceMachine.provide({
    actors: { quote: fromPromise(({ input: callInput }) => spies.quote(callInput)) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, spies };
}

describe('booking choice machine: rules', () => {
  it('says at once which booking rule a change breaks, and asks for no price', () => {
    vi.useFakeTimers();
    try {
      const { actor, spies } = startChoice({ ...chosen, offerCode: undefined });
      actor.send({ type: 'SET_TIMES', entry, exit, now });
      expect(actor.getSnapshot().context.message).toEqual({ code: 'OFFER_REQUIRED' });
      actor.send({ type: 'SET_OFFER', offerCode: 'casual', now });
      actor.send({ type: 'SET_TIMES', entry, exit: entry, now });
      expect(actor.getSnapshot().context.message).toEqual({ code: 'EXIT_NOT_AFTER_ENTRY' });
      actor.send({ type: 'SET_TIMES', entry, exit: entry + 600, now });
      expect(actor.getSnapshot().context.message).toEqual({ code: 'STAY_TOO_SHORT', params: { span: 30 } });
      actor.send({ type: 'SET_TIMES', entry: now - 60, exit, now });
      expect(actor.getSnapshot().context.message).toEqual({ code: 'ENTRY_IN_PAST' });
      actor.send({ type: 'SET_TIMES', entry, exit, now });
      actor.send({ type: 'SET_TICKETS', tickets: 0, now });
      expect(actor.getSnapshot().context.message).toEqual({ code: 'TICKETS_NONE' });
      actor.send({ type: 'SET_TICKETS', tickets: 5, now });
      expect(actor.getSnapshot().context.message).toEqual({ code: 'TICKETS_OVER_BOOKING_MAX', params: { max: 4 } });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      vi.advanceTimersByTime(ESTIMATE_DELAY_MS * 2);
      expect(spies.quote).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('booking choice machine: the price while choosing (docs/rules.md#live-price)', () => {
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('prices a changed choice once it rests, keeping the last price while the next loads', async () => {
    vi.useFakeTimers();
    try {
      let answer: (reply: QuoteReply) => void = () => {};
      const { actor, spies } = startChoice(chosen, { quote: () => new Promise((resolve) => (answer = resolve)) });
      actor.send({ type: 'SET_TIMES', entry, exit, now });
      actor.send({ type: 'SET_TICKETS', tickets: 2, now });
      expect(actor.getSnapshot().context).toMatchObject({ estimatePending: true, estimate: null, message: null });
      vi.advanceTimersByTime(ESTIMATE_DELAY_MS - 1);
      expect(spies.quote).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      // Asked once, for the last choice.
      expect(spies.quote.mock.calls).toEqual([
        [{ offerCode: 'casual', entry, exit, tickets: 2, paymentCode: null, voucherId: null }],
      ]);
      answer(quoted);
      await flush();
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ estimate: fee, estimatePending: false });
      // The next change keeps the price on screen, marked as pending, until its own arrives.
      actor.send({ type: 'SET_TIMES', entry, exit: exit + 3600, now });
      expect(actor.getSnapshot().context).toMatchObject({ estimate: fee, estimatePending: true });
      vi.advanceTimersByTime(ESTIMATE_DELAY_MS);
      // A change while the price is asked for cancels that question and waits again.
      actor.send({ type: 'SET_TICKETS', tickets: 1, now });
      expect(actor.getSnapshot().matches('waiting')).toBe(true);
      expect(actor.getSnapshot().context.estimate).toEqual(fee);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says at once why a choice breaks the offer's conditions, shows no price and asks nothing", () => {
    vi.useFakeTimers();
    try {
      const earlyBird = { entryFrom: '06:00', entryUntil: '09:30', latestExit: { time: '19:00' } };
      const { actor, spies } = startChoice({ ...chosen, offerConditions: { early: earlyBird } });
      // 1_700_000_000 is 22:13 UTC on 14 November 2023; the entry an hour later is 23:13.
      actor.send({ type: 'SET_OFFER', offerCode: 'early', now });
      expect(actor.getSnapshot().context).toMatchObject({
        message: { code: 'OFFER_ENTRY_TIME' },
        estimate: null,
        estimatePending: false,
      });
      vi.advanceTimersByTime(ESTIMATE_DELAY_MS * 2);
      expect(spies.quote).not.toHaveBeenCalled();
      actor.send({ type: 'SET_OFFER', offerCode: 'casual', now });
      expect(actor.getSnapshot().context).toMatchObject({ message: null, estimatePending: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says why the choice has no price: sold out, too few left, refused, or the call failed', async () => {
    for (const [reply, message] of [
      [soldOut, { code: 'SOLD_OUT', params: { available: 0 } }],
      [oneLeft, { code: 'ONLY_FEW_LEFT', params: { available: 1 } }],
      [quoteRefused, { code: 'PAYMENT_METHOD_NOT_FOUND' }],
    ] as const) {
      const { actor } = startChoice({ ...chosen, tickets: 2 }, { quote: async () => reply });
      actor.send({ type: 'SET_TIMES', entry, exit, now });
      await waitFor(actor, (s) => !s.context.estimatePending, { timeout: 2000 });
      expect(actor.getSnapshot().context).toMatchObject({ estimate: null, message });
    }
    const { actor } = startChoice(chosen, { quote: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'SET_TIMES', entry, exit, now });
    await waitFor(actor, (s) => !s.context.estimatePending, { timeout: 2000 });
    expect(actor.getSnapshot().context.estimate).toBeNull();
    expect(actor.getSnapshot().context.message).not.toBeNull();
  });
});
