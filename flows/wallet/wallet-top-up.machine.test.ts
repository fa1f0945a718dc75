import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WalletTopUpRules } from '../../src/generated/tenant';
import type { PaymentInput, PaymentOutput } from '../payment/payment.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { walletTopUpMachine, walletTopUpProblem, type WalletTopUpInput } from './wallet-top-up.machine';

const rules: WalletTopUpRules = {
  presets: [1000, 2000],
  minimum: 500,
  maximum: 5000,
  maximumBalance: 6000,
  custom: true,
};
const input: WalletTopUpInput = { cardId: 'card-1', balance: 1000, rules, paymentCode: 201 };
const resumeInput: WalletTopUpInput = { ...input, resumeTxn: 'txn-back' };
const paid: PaymentOutput = { outcome: 'approved', txn: 't', cardNumber: null, orderSent: true };
const redirected: PaymentOutput = { outcome: 'redirected', txn: 't', cardNumber: null, orderSent: false };
const cancelled: PaymentOutput = { outcome: 'cancelled', txn: null, cardNumber: null, orderSent: false };

describe('wallet top-up machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(walletTopUpMachine, {
      inputs: [input, resumeInput],
      events: {
        SET_AMOUNT: [
          { type: 'SET_AMOUNT', amount: 2000 },
          { type: 'SET_AMOUNT', amount: 499 },
          { type: 'SET_AMOUNT', amount: null },
        ],
        SELECT_METHOD: [{ type: 'SELECT_METHOD', paymentCode: 204 }],
        ...actorOutcomes('payment', { done: [paid, redirected, cancelled], error: [new Error('crashed')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function start(
  pay: (input: PaymentInput) => Promise<PaymentOutput> = async () => paid,
  startInput: WalletTopUpInput = input,
) {
  const spies = { pay: vi.fn(pay), reportCredited: vi.fn() };
  const machine = walletTopUpMachine.provide({
    actors: {
      payment: fromPromise<PaymentOutput, PaymentInput>(({ input: callInput }) => spies.pay(callInput)) as never,
    },
    actions: { reportCredited: () => spies.reportCredited() },
  });
  return { actor: createActor(machine, { input: startInput }).start(), spies };
}

describe('wallet top-up machine: rules', () => {
  it('offers the first preset, refuses an amount outside the rules before paying, and pays the wallet purpose', async () => {
    const { actor, spies } = start();
    expect(actor.getSnapshot().context.amount).toBe(1000);
    actor.send({ type: 'SET_AMOUNT', amount: 5500 });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.message).toEqual({ code: 'WALLET_TOP_UP_ABOVE_MAXIMUM' });
    actor.send({ type: 'SET_AMOUNT', amount: 2500 });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.pay).toHaveBeenCalledWith({
      purpose: { kind: 'walletTopUp', cardId: 'card-1', amount: 2500 },
      amount: 2500,
      paymentCode: 201,
    });
    expect(actor.getSnapshot().output).toEqual({ credited: true });
    expect(spies.reportCredited).toHaveBeenCalledTimes(1);
  });

  it('the balance cap counts the current balance', () => {
    expect(walletTopUpProblem(rules, 5000, 1000)).toBeNull();
    expect(walletTopUpProblem(rules, 5000, 1001)).toEqual({ code: 'WALLET_BALANCE_LIMIT' });
    expect(walletTopUpProblem({ ...rules, custom: false }, 2500, 0)).toEqual({ code: 'WALLET_TOP_UP_AMOUNT_INVALID' });
  });

  it('back from a REDIRECT gateway it confirms that payment at once', async () => {
    const { actor, spies } = start(async () => paid, resumeInput);
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.pay).toHaveBeenCalledWith(expect.objectContaining({ resumeTxn: 'txn-back' }));
  });

  it('a failed payment can be retried or the amount changed', async () => {
    const { actor } = start(async () => cancelled);
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PAYMENT_FAILED' });
    actor.send({ type: 'CHANGE_AMOUNT' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });
});
