import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TopUpFee, TopUpQuoteReply } from './parking-replies';
import type { PaymentInput, PaymentOutput } from '../payment/payment.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import {
  topUpMachine,
  topUpPeriods,
  topUpProblem,
  type QuoteTopUpInput,
  type TopUpEvent,
  type TopUpInput,
} from './top-up.machine';

const exit = 1_700_007_200;
const rules = { ratePeriodMinutes: 30, minimumIntervalMinutes: 60 };
const input: TopUpInput = { bookingId: 'b-1', exit, paymentCode: 201, rules };
const fee: TopUpFee = {
  bookingId: 'b-1',
  fromExit: exit,
  exit: exit + 5400,
  minutes: 90,
  ratePeriodMinutes: 30,
  pricePerPeriod: 300,
  periods: 3,
  tickets: 1,
  fee: 900,
  paymentCode: 201,
  surcharge: 14,
  total: 914,
};
const quoted: TopUpQuoteReply = { success: true, result: { rtn: 1, quote: fee } };
const refused: TopUpQuoteReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'Ticket expired', problem: { code: 'TICKET_EXPIRED', params: {} } },
};
/** The new exit as the fields of a site on UTC show it. */
const fieldsOf = (seconds: number) => {
  const [date = '', time = ''] = new Date(seconds * 1000).toISOString().slice(0, 16).split('T');
  return { date, time };
};
const setExit = (seconds: number): TopUpEvent => ({ type: 'SET_EXIT', exit: seconds, ...fieldsOf(seconds) });
const paid: PaymentOutput = { outcome: 'approved', txn: 't', cardNumber: null, orderSent: true };
const redirected: PaymentOutput = { outcome: 'redirected', txn: 't', cardNumber: null, orderSent: false };
const cancelled: PaymentOutput = { outcome: 'cancelled', txn: null, cardNumber: null, orderSent: false };

describe('top-up machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(topUpMachine, {
      inputs: [input],
      events: {
        SET_EXIT: [
          setExit(exit + 5400),
          setExit(exit + 600),
          { type: 'SET_EXIT', exit: null, date: '', time: '10:00' },
        ],
        SELECT_METHOD: [{ type: 'SELECT_METHOD', paymentCode: 204 }],
        ...actorOutcomes('quoteTopUp', { done: [quoted, refused], error: [new Error('offline')] }),
        ...actorOutcomes('payment', { done: [paid, redirected, cancelled], error: [new Error('crashed')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function startTopUp(
  pay: (input: PaymentInput) => Promise<PaymentOutput> = async () => paid,
  quote: () => Promise<TopUpQuoteReply> = async () => quoted,
  start: TopUpInput = input,
) {
  const spies = {
    quoteTopUp: vi.fn((_input: QuoteTopUpInput) => quote()),
    pay: vi.fn(pay),
    goToTopUpSuccess: vi.fn<(bookingId: string) => void>(),
  };
  const machine = topUpMachine.provide({
    actors: {
      quoteTopUp: fromPromise(({ input: callInput }) => spies.quoteTopUp(callInput)),
      // The payment machine has its own tests; here only its output matters.
      payment: fromPromise<PaymentOutput, PaymentInput>(({ input: callInput }) => spies.pay(callInput)) as never,
    },
    actions: { goToTopUpSuccess: (_, params) => spies.goToTopUpSuccess(params.bookingId) },
  });
  return { actor: createActor(machine, { input: start }).start(), spies };
}

describe('top-up machine: rules', () => {
  it('needs a later exit by at least the minimum interval; counts started rate periods', () => {
    expect(topUpProblem(exit, null, rules)).toEqual({ code: 'TOPUP_EXIT_NOT_LATER' });
    expect(topUpProblem(exit, exit, rules)).toEqual({ code: 'TOPUP_EXIT_NOT_LATER' });
    expect(topUpProblem(exit, exit + 3599, rules)).toEqual({
      code: 'TOPUP_INTERVAL_TOO_SHORT',
      params: { minutes: 60 },
    });
    expect(topUpProblem(exit, exit + 3600, rules)).toBeNull();
    expect(topUpPeriods(exit, exit + 3600, rules)).toBe(2);
    expect(topUpPeriods(exit, exit + 3601, rules)).toBe(3);
    expect(topUpPeriods(exit, exit - 1, rules)).toBe(0);
  });

  it("refuses an exit past the pass's latest exit, locally, with the server's message", async () => {
    const latestExit = exit + 2 * 3600;
    expect(topUpProblem(exit, latestExit, rules, latestExit)).toBeNull();
    expect(topUpProblem(exit, latestExit + 60, rules, latestExit)).toEqual({ code: 'OFFER_EXIT_TOO_LATE' });
    expect(topUpProblem(exit, exit + 99 * 3600, rules, null)).toBeNull();
    const { actor, spies } = startTopUp(undefined, undefined, { ...input, latestExit });
    actor.send(setExit(latestExit + 1800));
    actor.send({ type: 'QUOTE' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'OFFER_EXIT_TOO_LATE' });
    expect(spies.quoteTopUp).not.toHaveBeenCalled();
    actor.send(setExit(latestExit));
    actor.send({ type: 'QUOTE' });
    expect(spies.quoteTopUp).toHaveBeenCalledTimes(1);
  });

  it('checks locally, quotes, and pays the quoted total as a top-up', async () => {
    const { actor, spies } = startTopUp();
    actor.send({ type: 'QUOTE' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'TOPUP_EXIT_NOT_LATER' });
    actor.send(setExit(exit + 1800));
    actor.send({ type: 'QUOTE' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'TOPUP_INTERVAL_TOO_SHORT', params: { minutes: 60 } });
    expect(spies.quoteTopUp).not.toHaveBeenCalled();
    actor.send(setExit(exit + 5400));
    expect(actor.getSnapshot().context.periods).toBe(3);
    actor.send({ type: 'QUOTE' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.pay).toHaveBeenCalledWith({
      purpose: { kind: 'topUp', bookingId: 'b-1', newExit: exit + 5400 },
      amount: 914,
      paymentCode: 201,
      needsPin: false,
    });
    expect(actor.getSnapshot().output).toEqual({ paid: true, newExit: exit + 5400 });
  });

  it('a refused quote shows dispMsg; a failed payment offers RETRY', async () => {
    const outcomes = [cancelled, paid];
    let reply = refused;
    const { actor } = startTopUp(
      async () => outcomes.shift() ?? paid,
      async () => reply,
    );
    actor.send(setExit(exit + 5400));
    actor.send({ type: 'QUOTE' });
    await waitFor(actor, (s) => !s.matches('quoting'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'TICKET_EXPIRED' });
    reply = quoted;
    actor.send({ type: 'QUOTE' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PAYMENT_FAILED' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ paid: true });
  });
});

describe('top-up machine: the draft and what the panel leaves to the machine', () => {
  it('starts from the exit offered first, and keeps the fields as the customer left them', () => {
    const { actor } = startTopUp(undefined, undefined, {
      ...input,
      choice: { exit: exit + 3600, ...fieldsOf(exit + 3600) },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      newExit: exit + 3600,
      exitFields: fieldsOf(exit + 3600),
      periods: 2,
    });
    // A cleared date names no exit: the fields keep what is left, and QUOTE says the exit must be later.
    actor.send({ type: 'SET_EXIT', exit: null, date: '', time: fieldsOf(exit + 3600).time });
    expect(actor.getSnapshot().context).toMatchObject({ newExit: null, exitFields: { date: '' }, periods: 0 });
    actor.send({ type: 'QUOTE' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.message).toEqual({ code: 'TOPUP_EXIT_NOT_LATER' });
  });

  it('another payment method is quoted and paid with; it cannot change once quoted', async () => {
    const { actor, spies } = startTopUp();
    actor.send(setExit(exit + 5400));
    actor.send({ type: 'SELECT_METHOD', paymentCode: 204 });
    actor.send({ type: 'QUOTE' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(actor.getSnapshot().can({ type: 'SELECT_METHOD', paymentCode: 201 })).toBe(false);
    expect(actor.getSnapshot().can(setExit(exit + 3600))).toBe(false);
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.quoteTopUp).toHaveBeenCalledWith({ bookingId: 'b-1', newExit: exit + 5400, paymentCode: 204 });
    expect(spies.pay).toHaveBeenCalledWith(expect.objectContaining({ paymentCode: 204 }));
  });

  it('CHANGE_EXIT goes back to the draft as it was', async () => {
    const { actor } = startTopUp();
    actor.send(setExit(exit + 5400));
    actor.send({ type: 'QUOTE' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'CHANGE_EXIT' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ newExit: exit + 5400, exitFields: fieldsOf(exit + 5400) });
  });

  it('goes to the top-up success once paid, not when the payer left for the gateway', async () => {
    const approved = startTopUp();
    approved.actor.send(setExit(exit + 5400));
    approved.actor.send({ type: 'QUOTE' });
    await waitFor(approved.actor, (s) => s.matches('reviewing'));
    approved.actor.send({ type: 'PAY' });
    await waitFor(approved.actor, (s) => s.status === 'done');
    expect(approved.spies.goToTopUpSuccess.mock.calls).toEqual([['b-1']]);

    const left = startTopUp(async () => redirected);
    left.actor.send(setExit(exit + 5400));
    left.actor.send({ type: 'QUOTE' });
    await waitFor(left.actor, (s) => s.matches('reviewing'));
    left.actor.send({ type: 'PAY' });
    await waitFor(left.actor, (s) => s.status === 'done');
    expect(left.actor.getSnapshot().value).toBe('leftForGateway');
    expect(left.spies.goToTopUpSuccess).not.toHaveBeenCalled();
  });
});
