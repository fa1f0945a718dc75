import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cancelBookingMachine, type CancelBookingCallInput } from './cancel-booking.machine';
import type { CancelReply, RefundQuoteReply } from './parking-replies';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';

const refundQuote = {
  bookingId: 'b-1',
  paid: 1218,
  rule: 'full' as const,
  refundPercent: 100,
  cancellationFee: 0,
  amount: 1218,
};
const refundQuoted: RefundQuoteReply = { success: true, result: { rtn: 1, quote: refundQuote } };
const refundRefused: RefundQuoteReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'This booking was cancelled', problem: { code: 'BOOKING_CANCELLED', params: {} } },
};
const cancelledReply: CancelReply = { success: true, result: { rtn: 1, quote: refundQuote } };
const cancelRefused: CancelReply = { success: true, result: { rtn: 0 } };

describe('cancel booking machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(cancelBookingMachine, {
      inputs: [{ bookingId: 'b-1' }],
      events: {
        ...actorOutcomes('quoteRefund', { done: [refundQuoted, refundRefused], error: [new Error('offline')] }),
        ...actorOutcomes('newIdempotencyKey', { done: ['cancel-key-0001'], error: [new Error('no crypto')] }),
        ...actorOutcomes('cancelBooking', { done: [cancelledReply, cancelRefused], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function startCancel(
  cancel: (input: CancelBookingCallInput) => Promise<CancelReply>,
  quote: () => Promise<RefundQuoteReply> = async () => refundQuoted,
) {
  let keys = 0;
  const spies = {
    quoteRefund: vi.fn(quote),
    newIdempotencyKey: vi.fn(async () => `cancel-key-${String((keys += 1)).padStart(4, '0')}`),
    cancelBooking: vi.fn(cancel),
    goToCancelSuccess: vi.fn<(bookingId: string) => void>(),
    closePanel: vi.fn(),
  };
  const machine = cancelBookingMachine.provide({
    actors: {
      quoteRefund: fromPromise(() => spies.quoteRefund()),
      newIdempotencyKey: fromPromise(() => spies.newIdempotencyKey()),
      cancelBooking: fromPromise(({ input }) => spies.cancelBooking(input)),
    },
    actions: {
      goToCancelSuccess: (_, params) => spies.goToCancelSuccess(params.bookingId),
      closePanel: () => spies.closePanel(),
    },
  });
  return { actor: createActor(machine, { input: { bookingId: 'b-1' } }).start(), spies };
}

describe('cancel booking machine: rules', () => {
  it('shows the exact refund and cancels nothing before CONFIRM', async () => {
    const { actor, spies } = startCancel(async () => cancelledReply);
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.refund).toBe(1218);
    expect(spies.cancelBooking).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.cancelBooking).toHaveBeenCalledWith({
      bookingId: 'b-1',
      idempotencyKey: 'cancel-key-0001',
      refund: 1218,
    });
    expect(actor.getSnapshot().output).toEqual({ cancelled: true, refund: 1218 });
  });

  it('BACK keeps the booking', async () => {
    const { actor, spies } = startCancel(async () => cancelledReply);
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().output).toEqual({ cancelled: false, refund: 1218 });
    expect(spies.cancelBooking).not.toHaveBeenCalled();
  });

  it("says 'Failed to cancel the Pre-pay, please try later'; RETRY quotes the refund again and reuses the key", async () => {
    let fail = true;
    const { actor, spies } = startCancel(async () => {
      if (fail) throw new Error('offline');
      return cancelledReply;
    });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PREPAY_CANCEL_FAILED' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(spies.quoteRefund).toHaveBeenCalledTimes(2);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.newIdempotencyKey).toHaveBeenCalledTimes(1);
    expect(spies.cancelBooking.mock.calls.map(([call]) => call.idempotencyKey)).toEqual([
      'cancel-key-0001',
      'cancel-key-0001',
    ]);
  });

  it("shows the server's reason when the refund cannot be quoted, and never offers CONFIRM", async () => {
    const { actor } = startCancel(
      async () => cancelRefused,
      async () => refundRefused,
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'BOOKING_CANCELLED' });
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
  });
});

describe('cancel booking machine: what the panel leaves to the machine', () => {
  it('keeps the quote behind the refund for the customer to see', async () => {
    const { actor } = startCancel(async () => cancelledReply);
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.quote).toEqual(refundQuote);
  });

  it('goes to the cancel success once cancelled', async () => {
    const { actor, spies } = startCancel(async () => cancelledReply);
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.goToCancelSuccess.mock.calls).toEqual([['b-1']]);
    expect(spies.closePanel).not.toHaveBeenCalled();
  });

  it('BACK closes the panel, also while the refund is being quoted', () => {
    const { actor, spies } = startCancel(
      async () => cancelledReply,
      () => new Promise<RefundQuoteReply>(() => {}),
    );
    expect(actor.getSnapshot().value).toBe('quotingRefund');
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().output).toEqual({ cancelled: false, refund: null });
    expect(spies.closePanel).toHaveBeenCalledTimes(1);
    expect(spies.goToCancelSuccess).not.toHaveBeenCalled();
  });
});
