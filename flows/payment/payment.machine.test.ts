import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ConfirmPaymentReply, SendOrderReply, StartPaymentReply } from '../parking/parking-replies';
import {
  DIALOG_WATCH_MS,
  isPaymentPin,
  PAYMENT_POLL_MS,
  paymentMachine,
  type ConfirmPaymentInput,
  type PaymentInput,
  type StartPaymentInput,
} from './payment.machine';
import {
  storedValueVerificationMachine,
  type StoredValueVerificationOutput,
} from './stored-value-verification.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';

const purpose = { kind: 'booking', bookingId: 'b-1' } as const;
const cardInput: PaymentInput = { purpose, amount: 1250, paymentCode: 201, maxPolls: 2 };
const storedValueInput: PaymentInput = { purpose, amount: 1250, paymentCode: 205, needsPin: true, maxPolls: 1 };
const resumeInput: PaymentInput = { purpose, amount: 1250, paymentCode: 201, resumeTxn: 'txn-9', maxPolls: 1 };
const topUpPurpose = { kind: 'topUp', bookingId: 'b-1', newExit: 1_700_010_800 } as const;
const topUpCardInput: PaymentInput = { ...cardInput, purpose: topUpPurpose };
const topUpStoredValueInput: PaymentInput = { ...storedValueInput, purpose: topUpPurpose };

const dialog: StartPaymentReply = {
  success: true,
  result: { rtn: 1, payUiType: 'DIALOG', gatewayUrl: 'https://gw/pay/1', txn: 'txn-1' },
};
// Stored value: paid from the customer's wallet card at once.
const paidAtOnce: StartPaymentReply = {
  success: true,
  result: { rtn: 1, txn: 'txn-paid', status: 'approved', payUiType: 'DIALOG', gatewayUrl: '/shop/x/pay/txn-paid' },
};
const redirect: StartPaymentReply = {
  success: true,
  result: { rtn: 1, payUiType: 'REDIRECT', gatewayUrl: 'https://gw/pay/2', txn: 'txn-2' },
};
const startRefused: StartPaymentReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'This payment method is not available',
    problem: { code: 'PAYMENT_METHOD_NOT_FOUND', params: {} },
  },
};
const approved: ConfirmPaymentReply = {
  success: true,
  result: { rtn: 1, status: 'approved', booking: { cardNumber: '4111********1111' } as ParkingBooking },
};
const pending: ConfirmPaymentReply = { success: true, result: { rtn: 1, status: 'pending' } };
const abandonedReply: ConfirmPaymentReply = { success: true, result: { rtn: 1, status: 'abandoned' } };
const declined: ConfirmPaymentReply = { success: true, result: { rtn: 1, status: 'failed' } };
const statusRefused: ConfirmPaymentReply = { success: true, result: { rtn: 0, dispMsg: 'Payment not found' } };
const orderOk: SendOrderReply = { success: true, result: { rtn: 1 } };
const orderRefused: SendOrderReply = { success: true, result: { rtn: 0, dispMsg: 'Failed to upload the order' } };
const verified: StoredValueVerificationOutput = {
  outcome: 'verified',
  reply: paidAtOnce,
  idempotencyKey: 'attempt-key-0001',
};
const shortBalance: StoredValueVerificationOutput = {
  outcome: 'refused',
  message: { code: 'WALLET_INSUFFICIENT_BALANCE' },
};
const verificationCancelled: StoredValueVerificationOutput = { outcome: 'cancelled' };

describe('payment machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(paymentMachine, {
      inputs: [cardInput, storedValueInput, resumeInput, topUpCardInput, topUpStoredValueInput],
      events: {
        SUBMIT_PIN: [
          { type: 'SUBMIT_PIN', pin: '123456' },
          { type: 'SUBMIT_PIN', pin: '12a456' },
        ],
        HOLD_ENDED: [{ type: 'HOLD_ENDED' }],
        ...actorOutcomes('newIdempotencyKey', { done: ['attempt-key-0001'], error: [new Error('no crypto')] }),
        ...actorOutcomes('startPayment', {
          done: [dialog, redirect, paidAtOnce, startRefused],
          error: [new Error('offline')],
        }),
        ...actorOutcomes('confirmPayment', {
          done: [approved, pending, abandonedReply, declined],
          error: [new Error('offline')],
        }),
        ...actorOutcomes('watchPayment', { done: [approved, pending, statusRefused], error: [new Error('offline')] }),
        ...actorOutcomes('sendOrder', { done: [orderOk, orderRefused], error: [new Error('offline')] }),
        ...actorOutcomes('storedValueVerification', {
          done: [verified, shortBalance, verificationCancelled],
          error: [new Error('crashed')],
        }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

interface Script {
  start?: (input: StartPaymentInput) => Promise<StartPaymentReply>;
  confirm?: (input: ConfirmPaymentInput) => Promise<ConfirmPaymentReply>;
  send?: () => Promise<SendOrderReply>;
}

function startPayment(input: PaymentInput, script: Script = {}) {
  let keys = 0;
  const spies = {
    newIdempotencyKey: vi.fn(async () => `attempt-key-${String((keys += 1)).padStart(4, '0')}`),
    startPayment: vi.fn(script.start ?? (async () => dialog)),
    confirmPayment: vi.fn(script.confirm ?? (async () => approved)),
    sendOrder: vi.fn(script.send ?? (async () => orderOk)),
    redirectToGateway: vi.fn<(url: string) => void>(),
    reportApproved: vi.fn(),
  };
  const newIdempotencyKey = fromPromise(() => spies.newIdempotencyKey());
  const machine = paymentMachine.provide({
    actors: {
      newIdempotencyKey,
      // Stored value is verified and paid in the real verification child, with the same start call.
      storedValueVerification: storedValueVerificationMachine.provide({
        actors: { newIdempotencyKey, payWithPin: fromPromise(({ input: callInput }) => spies.startPayment(callInput)) },
      }),
      startPayment: fromPromise(({ input: callInput }) => spies.startPayment(callInput)),
      confirmPayment: fromPromise(({ input: callInput }) => spies.confirmPayment(callInput)),
      sendOrder: fromPromise(() => spies.sendOrder()),
    },
    actions: {
      redirectToGateway: (_, params) => spies.redirectToGateway(params.gatewayUrl),
      reportApproved: () => spies.reportApproved(),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  return { actor, spies, clock };
}

const settled = (actor: ReturnType<typeof startPayment>['actor']) => waitFor(actor, (s) => !s.hasTag('processing'));

describe('payment machine: rules', () => {
  it('a saved card is charged at once: no gateway page, straight to confirming and the order', async () => {
    const { actor, spies } = startPayment(
      { purpose, amount: 1218, paymentCode: 201, savedCardId: 'card-1' },
      { start: async () => paidAtOnce },
    );
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.startPayment).toHaveBeenCalledWith({
      idempotencyKey: 'attempt-key-0001',
      purpose,
      paymentCode: 201,
      pin: '',
      savedCardId: 'card-1',
    });
    expect(spies.redirectToGateway).not.toHaveBeenCalled();
    expect(spies.confirmPayment).toHaveBeenCalledWith({ txn: 'txn-paid' });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'approved', txn: 'txn-paid' });
  });

  it('accepts only a six-digit PIN (the wallet PIN), checked by the verification child before anything is sent', async () => {
    for (const pin of ['', '123', '1234', '12345', '1234567', '12a456', ' 123456', '１２３４５６'])
      expect(isPaymentPin(pin)).toBe(false);
    expect(isPaymentPin('000000')).toBe(true);

    const { actor, spies } = startPayment(storedValueInput, { start: async () => paidAtOnce });
    expect(actor.getSnapshot().value).toBe('pinEntry');
    const child = actor.getSnapshot().children.storedValueVerification;
    actor.send({ type: 'SUBMIT_PIN', pin: '123' });
    expect(actor.getSnapshot().value).toBe('pinEntry');
    expect(child?.getSnapshot().context.message).toEqual({ code: 'PIN_FORMAT' });
    expect(spies.startPayment).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT_PIN', pin: '654321' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.startPayment).toHaveBeenCalledWith({
      idempotencyKey: 'attempt-key-0001',
      purpose,
      paymentCode: 205,
      pin: '654321',
      savedCardId: null,
    });
    expect(child?.getSnapshot().context.pin).toBe('');
  });

  it("a wrong PIN is 'Failed to verify the PIN' and may be typed again with the same key; CANCEL in the child cancels the payment", async () => {
    const wrong: StartPaymentReply = {
      success: true,
      result: { rtn: 0, dispMsg: 'Failed to verify the PIN', problem: { code: 'PIN_VERIFY_FAILED', params: {} } },
    };
    const replies = [wrong, paidAtOnce];
    const { actor, spies } = startPayment(storedValueInput, { start: async () => replies.shift() ?? paidAtOnce });
    const child = actor.getSnapshot().children.storedValueVerification;
    actor.send({ type: 'SUBMIT_PIN', pin: '111111' });
    if (!child) throw new Error('no verification child');
    await waitFor(child, (c) => c.matches('wrongPin'));
    expect(child.getSnapshot().context.message).toEqual({ code: 'PIN_VERIFY_FAILED' });
    expect(actor.getSnapshot().value).toBe('pinEntry');
    actor.send({ type: 'RETRY' });
    expect(child.getSnapshot().value).toBe('pinEntry');
    actor.send({ type: 'SUBMIT_PIN', pin: '222222' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.startPayment.mock.calls.map(([call]) => [call.idempotencyKey, call.pin])).toEqual([
      ['attempt-key-0001', '111111'],
      ['attempt-key-0001', '222222'],
    ]);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'approved', txn: 'txn-paid' });

    const second = startPayment(storedValueInput);
    second.actor.send({ type: 'CANCEL' });
    await waitFor(second.actor, (s) => s.status === 'done');
    expect(second.actor.getSnapshot().output).toMatchObject({ outcome: 'cancelled' });
  });

  it('goes straight to confirming when the server paid from the wallet card at once (no gateway page)', async () => {
    const { actor, spies } = startPayment(storedValueInput, { start: async () => paidAtOnce });
    actor.send({ type: 'SUBMIT_PIN', pin: '654321' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'approved', txn: 'txn-paid' });
    expect(spies.confirmPayment).toHaveBeenCalledWith({ txn: 'txn-paid' });
  });

  it('DIALOG: waits for the payer, confirms, sends the order (doNotClose) and is approved', async () => {
    let releaseOrder: (reply: SendOrderReply) => void = () => {};
    const { actor, spies } = startPayment(cardInput, {
      send: () => new Promise((resolve) => (releaseOrder = resolve)),
    });
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    expect(actor.getSnapshot().context).toMatchObject({
      payUiType: 'DIALOG',
      gatewayUrl: 'https://gw/pay/1',
      txn: 'txn-1',
    });
    actor.send({ type: 'PAYER_RETURNED' });
    await waitFor(actor, (s) => s.matches('orderSend'));
    expect(actor.getSnapshot().hasTag('doNotClose')).toBe(true);
    releaseOrder(orderOk);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'approved',
      txn: 'txn-1',
      cardNumber: '4111********1111',
      orderSent: true,
    });
    expect(spies.confirmPayment).toHaveBeenCalledWith({ txn: 'txn-1' });
  });

  it('DIALOG: checks the status every DIALOG_WATCH_MS while the dialog is open, and ends it once the payment is decided', async () => {
    const replies = [pending, statusRefused, approved, approved];
    const { actor, spies, clock } = startPayment(cardInput, { confirm: async () => replies.shift() ?? approved });
    await waitFor(actor, (s) => s.matches({ awaitingPayer: 'watching' }));
    clock.increment(DIALOG_WATCH_MS - 1);
    expect(spies.confirmPayment).not.toHaveBeenCalled();
    // Pending, then a refused check: the dialog stays open and is watched again.
    for (let check = 1; check <= 2; check += 1) {
      clock.increment(check === 1 ? 1 : DIALOG_WATCH_MS);
      await waitFor(
        actor,
        (s) => s.matches({ awaitingPayer: 'watching' }) && spies.confirmPayment.mock.calls.length === check,
      );
    }
    // Approved while the page said nothing: confirmed like a return, the order sent.
    clock.increment(DIALOG_WATCH_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'approved', txn: 'txn-1' });
    expect(spies.confirmPayment).toHaveBeenCalledTimes(4);
    expect(spies.sendOrder).toHaveBeenCalledTimes(1);
  });

  it('REDIRECT: leaves for the gateway; back again, a machine created with resumeTxn starts in confirming', async () => {
    const first = startPayment(cardInput, { start: async () => redirect });
    await waitFor(first.actor, (s) => s.status === 'done');
    expect(first.spies.redirectToGateway).toHaveBeenCalledWith('https://gw/pay/2');
    expect(first.actor.getSnapshot().output).toMatchObject({ outcome: 'redirected', txn: 'txn-2' });

    const back = startPayment(resumeInput);
    expect(back.actor.getSnapshot().value).toBe('confirming');
    await waitFor(back.actor, (s) => s.status === 'done');
    expect(back.spies.startPayment).not.toHaveBeenCalled();
    expect(back.spies.confirmPayment).toHaveBeenCalledWith({ txn: 'txn-9' });
  });

  it('polls while pending, every PAYMENT_POLL_MS, and stops after maxPolls checks', async () => {
    const { actor, spies, clock } = startPayment({ ...cardInput, maxPolls: 3 }, { confirm: async () => pending });
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    actor.send({ type: 'PAYER_CLOSED' });
    for (let check = 1; check < 3; check += 1) {
      await waitFor(actor, (s) => s.matches('waitingToPoll'));
      expect(spies.confirmPayment).toHaveBeenCalledTimes(check);
      clock.increment(PAYMENT_POLL_MS - 1);
      expect(actor.getSnapshot().value).toBe('waitingToPoll');
      clock.increment(1);
    }
    await waitFor(actor, (s) => s.matches('unconfirmed'));
    expect(spies.confirmPayment).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PAYMENT_UNCONFIRMED' });
    clock.increment(PAYMENT_POLL_MS * 10);
    expect(spies.confirmPayment).toHaveBeenCalledTimes(3);

    actor.send({ type: 'CHECK_AGAIN' });
    await waitFor(actor, (s) => s.matches('waitingToPoll'));
    expect(actor.getSnapshot().context.polls).toBe(1);
  });

  it('RETRY after a decline starts a new attempt with a new idempotency key', async () => {
    let reply = declined;
    const { actor, spies } = startPayment(cardInput, { confirm: async () => reply });
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    actor.send({ type: 'PAYER_RETURNED' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PAYMENT_FAILED' });
    reply = approved;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    expect(spies.startPayment.mock.calls.map(([call]) => call.idempotencyKey)).toEqual([
      'attempt-key-0001',
      'attempt-key-0002',
    ]);
  });

  it('RETRY after a lost start request reuses the key (the server may have started that attempt)', async () => {
    let fail = true;
    const { actor, spies } = startPayment(cardInput, {
      start: async () => {
        if (fail) throw new Error('offline');
        return dialog;
      },
    });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PAYMENT_REQUEST_FAILED' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    expect(spies.newIdempotencyKey).toHaveBeenCalledTimes(1);
    expect(spies.startPayment.mock.calls.map(([call]) => call.idempotencyKey)).toEqual([
      'attempt-key-0001',
      'attempt-key-0001',
    ]);
  });

  it('a refused stored-value payment shows the dispMsg in the payment; a retry asks for the PIN again with a new key', async () => {
    const { actor, spies } = startPayment(storedValueInput, { start: async () => startRefused });
    actor.send({ type: 'SUBMIT_PIN', pin: '123456' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PAYMENT_METHOD_NOT_FOUND' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('pinEntry');
    expect(actor.getSnapshot().context).toMatchObject({ idempotencyKey: null, message: null });
    actor.send({ type: 'SUBMIT_PIN', pin: '123456' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(spies.newIdempotencyKey).toHaveBeenCalledTimes(2);
  });

  it('an abandoned booking payment can be paid again while the booking is held, with a new attempt', async () => {
    const { actor, spies } = startPayment(cardInput, { confirm: async () => abandonedReply });
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    actor.send({ type: 'PAYER_CLOSED' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('abandoned');
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    expect(spies.newIdempotencyKey).toHaveBeenCalledTimes(2);
  });

  it("once the booking's hold ended an abandoned payment cannot be retried, only cancelled (output 'cancelled')", async () => {
    const { actor, spies } = startPayment(cardInput, { confirm: async () => abandonedReply });
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    actor.send({ type: 'PAYER_CLOSED' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('abandoned');
    actor.send({ type: 'HOLD_ENDED' });
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('abandoned');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'cancelled' });
    expect(spies.reportApproved).not.toHaveBeenCalled();
  });

  it('an abandoned top-up is paid again with a new attempt (the PIN first for a stored-value card)', async () => {
    for (const [input, next] of [
      [topUpCardInput, 'awaitingPayer'],
      [topUpStoredValueInput, 'pinEntry'],
    ] as const) {
      const { actor, spies } = startPayment(input, {
        confirm: async () => abandonedReply,
        ...(input.needsPin ? { start: async () => paidAtOnce } : {}),
      });
      if (input.needsPin) actor.send({ type: 'SUBMIT_PIN', pin: '123456' });
      else {
        await waitFor(actor, (s) => s.matches('awaitingPayer'));
        actor.send({ type: 'PAYER_CLOSED' });
      }
      await waitFor(actor, (s) => s.matches('abandoned'));
      expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
      actor.send({ type: 'RETRY' });
      await waitFor(actor, (s) => s.matches(next));
      expect(spies.newIdempotencyKey).toHaveBeenCalledTimes(input.needsPin ? 1 : 2);
    }
  });

  it('reports an approved payment once, when it ends', async () => {
    const { actor, spies } = startPayment(cardInput);
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    expect(spies.reportApproved).not.toHaveBeenCalled();
    actor.send({ type: 'PAYER_RETURNED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.reportApproved).toHaveBeenCalledTimes(1);
  });

  it("a failed order send offers retry or the receipt ('Failed to upload the order'), still doNotClose", async () => {
    const { actor } = startPayment(cardInput, { send: () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    actor.send({ type: 'PAYER_RETURNED' });
    await waitFor(actor, (s) => s.matches('orderSendFailed'));
    expect(actor.getSnapshot().hasTag('doNotClose')).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'ORDER_UPLOAD_FAILED' });
    actor.send({ type: 'SHOW_RECEIPT' });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'approved', orderSent: false });
  });
});
