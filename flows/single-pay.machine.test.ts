import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SinglePay } from '../src/generated/api/single-pay';
import type { SinglePayStartRequest } from '../src/generated/api/single-pay-start.request';
import { singlePayMachine, type SinglePayFindReply, type SinglePayInput, type SinglePayReply, type SinglePayStartReply } from './single-pay.machine';
import { expectFullCoverage } from './testing/expect-full-coverage';
import { actorOutcomes, walkModel } from './testing/model-walk';

const TXN = '00000000-0000-4000-8000-000000000002';
const request: SinglePay = { txn: TXN, action: 'parking-fee', requiredBy: 'pos1', reference: 'ABC234', description: 'Lost ticket', amount: 1500, surcharge: 0, status: 'open', expiresAt: 2_000_000_000 };
const reply = (r: SinglePay): SinglePayReply => ({ success: true, result: { rtn: 1, request: r } });
const openReply = reply(request);
const paidReply = reply({ ...request, status: 'paid', surcharge: 23, paidAt: 1_900_000_000, paymentCode: 201, cardNumber: '4111********1111' });
const expiredReply = reply({ ...request, status: 'expired' });
const refusal = (code: 'SINGLE_PAY_NOT_FOUND' | 'SINGLE_PAY_PAID' | 'SINGLE_PAY_EXPIRED' | 'PRICE_CHANGED') => ({ success: true, result: { rtn: 0, dispMsg: code, problem: { code, params: {} } } });
const started: SinglePayStartReply = { success: true, result: { rtn: 1, request: { ...request, status: 'pending', gatewayUrl: '/sandbox/pay/x' } } };
const start: SinglePayStartRequest = { txn: TXN, idempotencyKey: 'k'.repeat(20), paymentCode: 201, quotedTotal: 1523 };
const withTxn: SinglePayInput = { txn: TXN, action: 'parking-fee', requiredBy: 'pos1' };
const withoutTxn: SinglePayInput = { txn: null, action: 'parking-fee', requiredBy: 'pos1' };

describe('single pay machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(singlePayMachine, {
      inputs: [withTxn, withoutTxn],
      events: {
        FIND: [{ type: 'FIND', reference: 'ABC234' }],
        PAY: [{ type: 'PAY', start }],
        ...actorOutcomes('loadRequest', { done: [openReply, paidReply, expiredReply, refusal('SINGLE_PAY_NOT_FOUND')], error: [new Error('offline')] }),
        ...actorOutcomes('findRequest', { done: [openReply as SinglePayFindReply, paidReply, expiredReply, refusal('SINGLE_PAY_NOT_FOUND')], error: [new Error('offline')] }),
        ...actorOutcomes('startPayment', { done: [started, refusal('SINGLE_PAY_PAID'), refusal('SINGLE_PAY_EXPIRED'), refusal('PRICE_CHANGED')], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function run(input: SinglePayInput, script: { load?: () => Promise<SinglePayReply>; find?: () => Promise<SinglePayFindReply>; start?: () => Promise<SinglePayStartReply> } = {}) {
  const spies = {
    loadRequest: vi.fn<(input: unknown) => Promise<SinglePayReply>>(script.load ?? (async () => openReply)),
    findRequest: vi.fn<(input: unknown) => Promise<SinglePayFindReply>>(script.find ?? (async () => openReply)),
    startPayment: vi.fn<(input: SinglePayStartRequest) => Promise<SinglePayStartReply>>(script.start ?? (async () => started)),
    openGateway: vi.fn(),
  };
  const machine = singlePayMachine.provide({
    actors: {
      loadRequest: fromPromise(({ input: i }) => spies.loadRequest(i)),
      findRequest: fromPromise(({ input: i }) => spies.findRequest(i)),
      startPayment: fromPromise(({ input: i }) => spies.startPayment(i)),
    },
    actions: { openGateway: () => spies.openGateway() },
  });
  return { actor: createActor(machine, { input }).start(), spies };
}

describe('single pay machine: rules', () => {
  it('reads the request by txn, then PAY starts the payment and opens the gateway', async () => {
    const { actor, spies } = run(withTxn);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(spies.loadRequest).toHaveBeenCalledWith({ txn: TXN, action: 'parking-fee', requiredBy: 'pos1' });
    actor.send({ type: 'PAY', start });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(spies.openGateway).toHaveBeenCalledTimes(1);
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
    expect(spies.findRequest).toHaveBeenLastCalledWith({ action: 'parking-fee', requiredBy: 'pos1', reference: 'ABC234' });
    expect(actor.getSnapshot().context.txn).toBe(TXN);
  });

  it('a request that expired while the customer looked: the start is refused and the flow ends expired', async () => {
    const { actor, spies } = run(withTxn, { start: async () => refusal('SINGLE_PAY_EXPIRED') as SinglePayStartReply });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PAY', start });
    await waitFor(actor, (s) => s.matches('expired'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'SINGLE_PAY_EXPIRED' });
    expect(spies.openGateway).not.toHaveBeenCalled();
  });

  it('offline while starting: RETRY sends the same key', async () => {
    const answers: Array<() => Promise<SinglePayStartReply>> = [async () => Promise.reject(new Error('offline')), async () => started];
    const { actor, spies } = run(withTxn, { start: () => answers.shift()!() });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PAY', start });
    await waitFor(actor, (s) => s.matches('startFailed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(spies.startPayment.mock.calls.map((c) => c[0].idempotencyKey)).toEqual([start.idempotencyKey, start.idempotencyKey]);
  });

  it('a paid request shows its receipt; another customer\'s answers like a missing one', async () => {
    const a = run(withTxn, { load: async () => paidReply });
    await waitFor(a.actor, (s) => s.matches('paid'));
    expect(a.actor.getSnapshot().context.request?.cardNumber).toBe('4111********1111');
    const b = run(withTxn, { load: async () => refusal('SINGLE_PAY_NOT_FOUND') as SinglePayReply });
    await waitFor(b.actor, (s) => s.matches('notFound'));
    expect(b.actor.getSnapshot().context.message).toEqual({ code: 'SINGLE_PAY_NOT_FOUND' });
  });
});
