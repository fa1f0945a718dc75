import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SinglePay } from '../../src/generated/api/single-pay';
import type { PaymentInput, PaymentOutput } from './payment.machine';
import {
  singlePayMachine,
  type SinglePayChoice,
  type SinglePayFindReply,
  type SinglePayInput,
  type SinglePayReply,
} from './single-pay.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const TXN = '00000000-0000-4000-8000-000000000002';
const request: SinglePay = {
  txn: TXN,
  action: 'parking-fee',
  requiredBy: 'pos1',
  reference: 'ABC234',
  description: 'Lost ticket',
  amount: 1500,
  surcharge: 0,
  status: 'open',
  expiresAt: 2_000_000_000,
};
const reply = (r: SinglePay): SinglePayReply => ({ success: true, result: { rtn: 1, request: r } });
const openReply = reply(request);
const paidReply = reply({
  ...request,
  status: 'paid',
  surcharge: 0,
  paidAt: 1_900_000_000,
  paymentCode: 205,
  cardNumber: '6035********1111',
});
const expiredReply = reply({ ...request, status: 'expired' });
const refusal = (code: 'SINGLE_PAY_NOT_FOUND') => ({
  success: true,
  result: { rtn: 0, dispMsg: code, problem: { code, params: {} } },
});
const storedValue: SinglePayChoice = { paymentCode: 205, quotedTotal: 1500, needsPin: true };
const savedCard: SinglePayChoice = { paymentCode: 201, quotedTotal: 1523, needsPin: false, savedCardId: 'card-1' };
const approved: PaymentOutput = { outcome: 'approved', txn: TXN, cardNumber: '6035********1111', orderSent: true };
const redirected: PaymentOutput = { outcome: 'redirected', txn: TXN, cardNumber: null, orderSent: false };
const cancelled: PaymentOutput = { outcome: 'cancelled', txn: null, cardNumber: null, orderSent: false };
const withTxn: SinglePayInput = { txn: TXN, action: 'parking-fee', requiredBy: 'pos1' };
const withoutTxn: SinglePayInput = { txn: null, action: 'parking-fee', requiredBy: 'pos1' };

describe('single pay machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(singlePayMachine, {
      inputs: [withTxn, withoutTxn],
      events: {
        FIND: [{ type: 'FIND', reference: 'ABC234' }],
        PAY: [{ type: 'PAY', choice: storedValue }],
        ...actorOutcomes('loadRequest', {
          done: [openReply, paidReply, expiredReply, refusal('SINGLE_PAY_NOT_FOUND')],
          error: [new Error('offline')],
        }),
        ...actorOutcomes('findRequest', {
          done: [openReply as SinglePayFindReply, paidReply, expiredReply, refusal('SINGLE_PAY_NOT_FOUND')],
          error: [new Error('offline')],
        }),
        ...actorOutcomes('readReceipt', { done: [paidReply], error: [new Error('offline')] }),
        ...actorOutcomes('payment', { done: [approved, redirected, cancelled], error: [new Error('crashed')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function run(
  input: SinglePayInput,
  script: {
    load?: () => Promise<SinglePayReply>;
    find?: () => Promise<SinglePayFindReply>;
    pay?: (input: PaymentInput) => Promise<PaymentOutput>;
  } = {},
) {
  const spies = {
    loadRequest: vi.fn<(input: unknown) => Promise<SinglePayReply>>(script.load ?? (async () => openReply)),
    findRequest: vi.fn<(input: unknown) => Promise<SinglePayFindReply>>(script.find ?? (async () => openReply)),
    pay: vi.fn<(input: PaymentInput) => Promise<PaymentOutput>>(script.pay ?? (async () => approved)),
  };
  const machine = singlePayMachine.provide({
    actors: {
      loadRequest: fromPromise(({ input: i }) => spies.loadRequest(i)),
      findRequest: fromPromise(({ input: i }) => spies.findRequest(i)),
      payment: fromPromise<PaymentOutput, PaymentInput>(({ input: i }) => spies.pay(i)) as never,
    },
  });
  return { actor: createActor(machine, { input }).start(), spies };
}

describe('single pay machine: rules', () => {
  it('reads the request by txn; PAY with stored value runs the payment child with the singlePay purpose and its PIN; paid, the receipt', async () => {
    const loads = [openReply, paidReply];
    const { actor, spies } = run(withTxn, { load: async () => loads.shift()! });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(spies.loadRequest).toHaveBeenCalledWith({ txn: TXN, action: 'parking-fee', requiredBy: 'pos1' });
    actor.send({ type: 'PAY', choice: storedValue });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(spies.pay).toHaveBeenCalledWith({
      purpose: { kind: 'singlePay', txn: TXN, quotedTotal: 1500 },
      amount: 1500,
      paymentCode: 205,
      needsPin: true,
    });
    expect(actor.getSnapshot().context.request?.cardNumber).toBe('6035********1111');
  });

  it('a saved card goes to the child with its id; the gateway page ends the flow redirecting', async () => {
    const { actor, spies } = run(withTxn, { pay: async () => redirected });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PAY', choice: savedCard });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(spies.pay.mock.calls[0]![0]).toMatchObject({ paymentCode: 201, savedCardId: 'card-1', amount: 1523 });
  });

  it('without a txn the short code finds the request; a wrong code says not found and stays', async () => {
    const answers: SinglePayFindReply[] = [refusal('SINGLE_PAY_NOT_FOUND') as SinglePayFindReply, openReply];
    const { actor, spies } = run(withoutTxn, { find: async () => answers.shift()! });
    expect(actor.getSnapshot().value).toBe('enteringCode');
    actor.send({ type: 'FIND', reference: 'WRONG1' });
    await waitFor(actor, (s) => s.matches('enteringCode') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'SINGLE_PAY_NOT_FOUND' });
    actor.send({ type: 'FIND', reference: 'ABC234' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(spies.findRequest).toHaveBeenLastCalledWith({
      action: 'parking-fee',
      requiredBy: 'pos1',
      reference: 'ABC234',
    });
    expect(actor.getSnapshot().context.txn).toBe(TXN);
  });

  it('a payment given up leaves the request to pay again, nothing read or paid; a crashed child says the request failed', async () => {
    const { actor, spies } = run(withTxn, { pay: async () => cancelled });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PAY', choice: storedValue });
    await waitFor(actor, (s) => s.matches('ready') && spies.pay.mock.calls.length === 1);
    expect(spies.loadRequest).toHaveBeenCalledTimes(1);
    const crashed = run(withTxn, { pay: async () => Promise.reject(new Error('crashed')) });
    await waitFor(crashed.actor, (s) => s.matches('ready'));
    crashed.actor.send({ type: 'PAY', choice: storedValue });
    await waitFor(crashed.actor, (s) => s.matches('ready') && s.context.message !== null);
    expect(crashed.actor.getSnapshot().context.message).toEqual({ code: 'PAYMENT_REQUEST_FAILED' });
  });

  it("another customer's request answers like a missing one", async () => {
    const b = run(withTxn, { load: async () => refusal('SINGLE_PAY_NOT_FOUND') as SinglePayReply });
    await waitFor(b.actor, (s) => s.matches('notFound'));
    expect(b.actor.getSnapshot().context.message).toEqual({ code: 'SINGLE_PAY_NOT_FOUND' });
  });
});
