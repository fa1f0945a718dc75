import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MessageCode } from '../../src/protocol/message';
import type { StartPaymentReply } from '../parking/parking-replies';
import type { StartPaymentInput } from './payment-purpose';
import { storedValueVerificationMachine, type StoredValueVerificationInput } from './stored-value-verification.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const input: StoredValueVerificationInput = { purpose: { kind: 'booking', bookingId: 'b-1' }, paymentCode: 205 };
const paid: StartPaymentReply = {
  success: true,
  result: { rtn: 1, txn: 'txn-paid', status: 'approved', payUiType: 'DIALOG', gatewayUrl: '/shop/x/pay/txn-paid' },
};
const refusal = (code: MessageCode, dispMsg: string, params: Record<string, number> = {}): StartPaymentReply => ({
  success: true,
  result: { rtn: 0, dispMsg, problem: { code, params } },
});
const wrongPin = refusal('PIN_VERIFY_FAILED', 'Failed to verify the PIN');
const locked = refusal('PIN_LOCKED', 'Too many wrong PINs. Please try again in 12 min', { minutes: 12 });
const shortBalance = refusal('WALLET_INSUFFICIENT_BALANCE', "The card's balance is not enough for this payment");

describe('stored-value verification machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(storedValueVerificationMachine, {
      inputs: [input],
      events: {
        SUBMIT_PIN: [
          { type: 'SUBMIT_PIN', pin: '123456' },
          { type: 'SUBMIT_PIN', pin: '12a456' },
        ],
        ...actorOutcomes('newIdempotencyKey', { done: ['attempt-key-0001'], error: [new Error('no crypto')] }),
        ...actorOutcomes('payWithPin', { done: [paid, wrongPin, locked, shortBalance], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function start(replies: Array<StartPaymentReply | Error>) {
  let keys = 0;
  const spies = {
    newIdempotencyKey: vi.fn(async () => `attempt-key-${(keys += 1)}`),
    payWithPin: vi.fn(async (_: StartPaymentInput) => {
      const next = replies.shift() ?? paid;
      if (next instanceof Error) throw next;
      return next;
    }),
  };
  const machine = storedValueVerificationMachine.provide({
    actors: {
      newIdempotencyKey: fromPromise(() => spies.newIdempotencyKey()),
      payWithPin: fromPromise(({ input: call }) => spies.payWithPin(call)),
    },
  });
  return { actor: createActor(machine, { input }).start(), spies };
}

describe('stored-value verification machine: rules', () => {
  it('checks the format first: nothing is sent for a PIN that is not 6 digits', () => {
    const { actor, spies } = start([]);
    for (const pin of ['', '12345', '1234567', '12a456']) {
      actor.send({ type: 'SUBMIT_PIN', pin });
      expect(actor.getSnapshot().value).toBe('pinEntry');
      expect(actor.getSnapshot().context.message).toEqual({ code: 'PIN_FORMAT' });
    }
    expect(spies.newIdempotencyKey).not.toHaveBeenCalled();
    expect(spies.payWithPin).not.toHaveBeenCalled();
  });

  it('a right PIN pays: the output carries the paid answer and its key; the PIN is not kept', async () => {
    const { actor, spies } = start([paid]);
    actor.send({ type: 'SUBMIT_PIN', pin: '246810' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.payWithPin).toHaveBeenCalledWith({
      idempotencyKey: 'attempt-key-1',
      purpose: input.purpose,
      paymentCode: 205,
      pin: '246810',
      savedCardId: null,
    });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'verified', reply: paid, idempotencyKey: 'attempt-key-1' });
    expect(actor.getSnapshot().context.pin).toBe('');
  });

  it("wrong PINs are 'Failed to verify the PIN' and typed again with the same key, until the server locks the card", async () => {
    const { actor, spies } = start([wrongPin, wrongPin, locked, paid]);
    for (const pin of ['111111', '222222']) {
      actor.send({ type: 'SUBMIT_PIN', pin });
      await waitFor(actor, (s) => s.matches('wrongPin'));
      expect(actor.getSnapshot().context).toMatchObject({ message: { code: 'PIN_VERIFY_FAILED' }, pin: '' });
      actor.send({ type: 'RETRY' });
      expect(actor.getSnapshot().context.message).toBeNull();
    }
    actor.send({ type: 'SUBMIT_PIN', pin: '333333' });
    await waitFor(actor, (s) => s.matches('locked'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PIN_LOCKED', params: { minutes: 12 } });
    // The server, not the machine, decides when the card takes PINs again.
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'SUBMIT_PIN', pin: '246810' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.newIdempotencyKey).toHaveBeenCalledTimes(1);
    expect(spies.payWithPin.mock.calls.map(([call]) => call.idempotencyKey)).toEqual([
      'attempt-key-1',
      'attempt-key-1',
      'attempt-key-1',
      'attempt-key-1',
    ]);
  });

  it("a call that does not get through is 'Failed to send the PIN'; the retry sends the same PIN with the same key", async () => {
    const { actor, spies } = start([new Error('offline'), paid]);
    actor.send({ type: 'SUBMIT_PIN', pin: '246810' });
    await waitFor(actor, (s) => s.matches('sendFailed'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PIN_SEND_FAILED' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.payWithPin.mock.calls.map(([call]) => [call.idempotencyKey, call.pin])).toEqual([
      ['attempt-key-1', '246810'],
      ['attempt-key-1', '246810'],
    ]);
  });

  it('any other refusal ends the verification with its message; CANCEL ends it with nothing', async () => {
    const refused = start([shortBalance]);
    refused.actor.send({ type: 'SUBMIT_PIN', pin: '246810' });
    await waitFor(refused.actor, (s) => s.status === 'done');
    expect(refused.actor.getSnapshot().output).toEqual({
      outcome: 'refused',
      message: { code: 'WALLET_INSUFFICIENT_BALANCE' },
    });

    const cancelled = start([wrongPin]);
    cancelled.actor.send({ type: 'SUBMIT_PIN', pin: '111111' });
    await waitFor(cancelled.actor, (s) => s.matches('wrongPin'));
    cancelled.actor.send({ type: 'CANCEL' });
    expect(cancelled.actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  });
});
