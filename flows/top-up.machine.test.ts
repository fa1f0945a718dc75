import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TopUpFee, TopUpQuoteReply } from './parking-replies';
import type { PaymentInput, PaymentOutput } from './payment.machine';
import { actorOutcomes, walkModel } from './testing/model-walk';
import { expectFullCoverage } from './testing/expect-full-coverage';
import { topUpMachine, topUpPeriods, topUpProblem, type TopUpInput } from './top-up.machine';

const exit = 1_700_007_200;
const rules = { ratePeriodMinutes: 30, minimumIntervalMinutes: 60 };
const input: TopUpInput = { bookingId: 'b-1', exit, paymentCode: 201, rules };
const fee: TopUpFee = {
  bookingId: 'b-1', fromExit: exit, exit: exit + 5400, minutes: 90, ratePeriodMinutes: 30, pricePerPeriod: 300,
  periods: 3, tickets: 1, fee: 900, paymentCode: 201, surcharge: 14, total: 914,
};
const quoted: TopUpQuoteReply = { success: true, result: { rtn: 1, quote: fee } };
const refused: TopUpQuoteReply = { success: true, result: { rtn: 0, dispMsg: 'Ticket expired', problem: { code: 'TICKET_EXPIRED', params: {} } } };
const paid: PaymentOutput = { outcome: 'approved', txn: 't', cardNumber: null, orderSent: true };
const redirected: PaymentOutput = { outcome: 'redirected', txn: 't', cardNumber: null, orderSent: false };
const cancelled: PaymentOutput = { outcome: 'cancelled', txn: null, cardNumber: null, orderSent: false };

describe('top-up machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const started = Date.now();
    const report = await walkModel(topUpMachine, {
      inputs: [input],
      events: {
        SET_EXIT: [
          { type: 'SET_EXIT', exit: exit + 5400 },
          { type: 'SET_EXIT', exit: exit + 600 },
        ],
        ...actorOutcomes('quoteTopUp', { done: [quoted, refused], error: [new Error('offline')] }),
        ...actorOutcomes('payment', { done: [paid, redirected, cancelled], error: [new Error('crashed')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

function startTopUp(pay: (input: PaymentInput) => Promise<PaymentOutput> = async () => paid, quote: () => Promise<TopUpQuoteReply> = async () => quoted) {
  const spies = { quoteTopUp: vi.fn(quote), pay: vi.fn(pay) };
  const machine = topUpMachine.provide({
    actors: {
      quoteTopUp: fromPromise(() => spies.quoteTopUp()),
      // The payment machine has its own tests; here only its output matters.
      payment: fromPromise<PaymentOutput, PaymentInput>(({ input: callInput }) => spies.pay(callInput)) as never,
    },
  });
  return { actor: createActor(machine, { input }).start(), spies };
}

describe('top-up machine: rules', () => {
  it('needs a later exit by at least the minimum interval; counts started rate periods', () => {
    expect(topUpProblem(exit, null, rules)).toEqual({ code: 'TOPUP_EXIT_NOT_LATER' });
    expect(topUpProblem(exit, exit, rules)).toEqual({ code: 'TOPUP_EXIT_NOT_LATER' });
    expect(topUpProblem(exit, exit + 3599, rules)).toEqual({ code: 'TOPUP_INTERVAL_TOO_SHORT', params: { minutes: 60 } });
    expect(topUpProblem(exit, exit + 3600, rules)).toBeNull();
    expect(topUpPeriods(exit, exit + 3600, rules)).toBe(2);
    expect(topUpPeriods(exit, exit + 3601, rules)).toBe(3);
    expect(topUpPeriods(exit, exit - 1, rules)).toBe(0);
  });

  it('checks locally, quotes, and pays the quoted total as a top-up', async () => {
    const { actor, spies } = startTopUp();
    actor.send({ type: 'QUOTE' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'TOPUP_EXIT_NOT_LATER' });
    actor.send({ type: 'SET_EXIT', exit: exit + 1800 });
    actor.send({ type: 'QUOTE' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'TOPUP_INTERVAL_TOO_SHORT', params: { minutes: 60 } });
    expect(spies.quoteTopUp).not.toHaveBeenCalled();
    actor.send({ type: 'SET_EXIT', exit: exit + 5400 });
    expect(actor.getSnapshot().context.periods).toBe(3);
    actor.send({ type: 'QUOTE' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.pay).toHaveBeenCalledWith({ purpose: { kind: 'topUp', bookingId: 'b-1', newExit: exit + 5400 }, amount: 914, paymentCode: 201, needsPin: false });
    expect(actor.getSnapshot().output).toEqual({ paid: true, newExit: exit + 5400 });
  });

  it('a refused quote shows dispMsg; a failed payment offers RETRY', async () => {
    const outcomes = [cancelled, paid];
    let reply = refused;
    const { actor } = startTopUp(async () => outcomes.shift() ?? paid, async () => reply);
    actor.send({ type: 'SET_EXIT', exit: exit + 5400 });
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
