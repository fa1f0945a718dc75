import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { payBookingMachine, type PayBookingInput } from './pay-booking.machine';
import type { PaymentInput, PaymentOutput } from '../payment/payment.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';

const now = 1_700_000_000;
const input: PayBookingInput = {
  bookingId: 'b-1',
  options: [
    { paymentCode: 201, amount: 1320 },
    { paymentCode: 205, amount: 1300 },
  ],
  paymentCode: 201,
  holdExpiresAt: now + 600,
};
const paid: PaymentOutput = { outcome: 'approved', txn: 't', cardNumber: null, orderSent: true };
const redirected: PaymentOutput = { outcome: 'redirected', txn: 't', cardNumber: null, orderSent: false };
const cancelled: PaymentOutput = { outcome: 'cancelled', txn: null, cardNumber: null, orderSent: false };

describe('pay-booking machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(payBookingMachine, {
      inputs: [input],
      events: {
        SELECT_METHOD: [{ type: 'SELECT_METHOD', paymentCode: 205 }],
        PAY: [
          { type: 'PAY', now },
          { type: 'PAY', now: now + 600 },
        ],
        ...actorOutcomes('payment', { done: [paid, redirected, cancelled], error: [new Error('crashed')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function startPayBooking(start: PayBookingInput = input, pay: () => Promise<PaymentOutput> = async () => paid) {
  const spies = {
    pay: vi.fn<(input: PaymentInput) => Promise<PaymentOutput>>(() => pay()),
    goToBookingSuccess: vi.fn<(id: string) => void>(),
    reloadBooking: vi.fn(),
  };
  const machine = payBookingMachine.provide({
    actors: {
      // The payment machine has its own tests; here only its input and output matter.
      payment: fromPromise<PaymentOutput, PaymentInput>(({ input: callInput }) => spies.pay(callInput)) as never,
    },
    actions: {
      goToBookingSuccess: (_, params) => spies.goToBookingSuccess(params.bookingId),
      reloadBooking: () => spies.reloadBooking(),
    },
  });
  return { actor: createActor(machine, { input: start }).start(), spies };
}

describe('pay-booking machine: rules', () => {
  it("pays the chosen method's amount (a stored-value card with its PIN) and goes to booking success", async () => {
    const { actor, spies } = startPayBooking();
    actor.send({ type: 'SELECT_METHOD', paymentCode: 205 });
    actor.send({ type: 'PAY', now });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.pay).toHaveBeenCalledWith({
      purpose: { kind: 'booking', bookingId: 'b-1' },
      amount: 1300,
      paymentCode: 205,
      needsPin: true,
    });
    expect(actor.getSnapshot().value).toBe('paid');
    expect(spies.goToBookingSuccess.mock.calls).toEqual([['b-1']]);
    expect(spies.reloadBooking).not.toHaveBeenCalled();
  });

  it('cannot pay once the hold has lapsed, nor without a method it can be paid with', () => {
    expect(
      startPayBooking()
        .actor.getSnapshot()
        .can({ type: 'PAY', now: now + 600 }),
    ).toBe(false);
    expect(
      startPayBooking()
        .actor.getSnapshot()
        .can({ type: 'PAY', now: now + 599 }),
    ).toBe(true);
    expect(
      startPayBooking({ ...input, holdExpiresAt: null })
        .actor.getSnapshot()
        .can({ type: 'PAY', now: now + 86_400 }),
    ).toBe(true);
    const { actor, spies } = startPayBooking({ ...input, paymentCode: null });
    actor.send({ type: 'PAY', now });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'SELECT_METHOD', paymentCode: 999 });
    expect(actor.getSnapshot().can({ type: 'PAY', now })).toBe(false);
    expect(spies.pay).not.toHaveBeenCalled();
  });

  it('a payment given up shows the booking again; one that left for the gateway does nothing more', async () => {
    const gaveUp = startPayBooking(input, async () => cancelled);
    gaveUp.actor.send({ type: 'PAY', now });
    await waitFor(gaveUp.actor, (s) => s.status === 'done');
    expect(gaveUp.actor.getSnapshot().value).toBe('ended');
    expect(gaveUp.spies.reloadBooking).toHaveBeenCalledTimes(1);

    const left = startPayBooking(input, async () => redirected);
    left.actor.send({ type: 'PAY', now });
    await waitFor(left.actor, (s) => s.status === 'done');
    expect(left.actor.getSnapshot().value).toBe('leftForGateway');
    expect(left.spies.reloadBooking).not.toHaveBeenCalled();
    expect(left.spies.goToBookingSuccess).not.toHaveBeenCalled();
  });
});
