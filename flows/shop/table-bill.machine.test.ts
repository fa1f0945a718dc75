import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ShopTableBill } from '../../src/generated/api/shop-table-bill';
import type { PaymentInput, PaymentOutput } from '../payment/payment.machine';
import {
  tableBillMachine,
  type TableBillInput,
  type TableBillPayChoice,
  type TableBillReply,
} from './table-bill.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const BILL_ID = '00000000-0000-4000-8000-000000000001';
const PAYMENT_ID = '00000000-0000-4000-8000-000000000002';
const bill: ShopTableBill = {
  billId: BILL_ID,
  table: 'T1',
  status: 'open',
  total: 2450,
  paid: 0,
  reserved: 0,
  left: 2450,
  items: [
    { itemNo: 0, name: { 'en-gb': 'Noodles' }, quantity: 1, amount: 1200, state: 'free' },
    { itemNo: 1, name: { 'en-gb': 'Tea' }, quantity: 1, amount: 1250, state: 'free' },
  ],
  payments: [],
};
const open: TableBillReply = { success: true, result: { rtn: 1, bill } };
const paidBill: TableBillReply = {
  success: true,
  result: { rtn: 1, bill: { ...bill, status: 'paid', paid: 2450, reserved: 2450, left: 0 } },
};
const missing: TableBillReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'Bill not found', problem: { code: 'BILL_NOT_FOUND', params: {} } },
};
const storedValue: TableBillPayChoice = {
  split: { kind: 'items', items: [0] },
  quotedAmount: 1200,
  charged: 1200,
  paymentCode: 205,
  needsPin: true,
};
const savedCard: TableBillPayChoice = {
  split: { kind: 'rest' },
  quotedAmount: 2450,
  charged: 2487,
  paymentCode: 201,
  needsPin: false,
  savedCardId: 'card-1',
};
const approved: PaymentOutput = { outcome: 'approved', txn: PAYMENT_ID, cardNumber: '6035****1234', orderSent: true };
const redirected: PaymentOutput = { outcome: 'redirected', txn: PAYMENT_ID, cardNumber: null, orderSent: false };
const cancelled: PaymentOutput = { outcome: 'cancelled', txn: null, cardNumber: null, orderSent: false };
const input: TableBillInput = { table: 'T1', billId: BILL_ID };
// The API client's error for an HTTP 4xx carries the server's reason (flows/shared/call-failure.ts).
const malformed = Object.assign(new Error('400'), { problem: { code: 'INVALID_FIELD' } });

describe('table bill machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(tableBillMachine, {
      inputs: [input, { ...input, resumePayment: PAYMENT_ID }],
      events: {
        PAY: [{ type: 'PAY', choice: storedValue }],
        ...actorOutcomes('loadBill', { done: [open, paidBill, missing], error: [new Error('offline'), malformed] }),
        ...actorOutcomes('payment', { done: [approved, redirected, cancelled], error: [new Error('crashed')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function start(
  script: { load?: () => Promise<TableBillReply>; pay?: (input: PaymentInput) => Promise<PaymentOutput> } = {},
  startInput: TableBillInput = input,
) {
  const spies = {
    loadBill: vi.fn<(input: unknown) => Promise<TableBillReply>>(script.load ?? (async () => open)),
    pay: vi.fn<(input: PaymentInput) => Promise<PaymentOutput>>(script.pay ?? (async () => approved)),
  };
  const machine = tableBillMachine.provide({
    actors: {
      loadBill: fromPromise(({ input: i }) => spies.loadBill(i)),
      payment: fromPromise<PaymentOutput, PaymentInput>(({ input: i }) => spies.pay(i)) as never,
    },
  });
  return { actor: createActor(machine, { input: startInput }).start(), spies };
}

describe('table bill machine: rules', () => {
  it('PAY with stored value runs the payment child with the tableBill purpose and its PIN step; paid, the bill is read again with the receipt', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'PAY', choice: storedValue });
    await waitFor(actor, (s) => s.matches('viewing') && s.context.paidPayment !== null);
    expect(spies.pay).toHaveBeenCalledWith({
      purpose: {
        kind: 'tableBill',
        table: 'T1',
        billId: BILL_ID,
        split: { kind: 'items', items: [0] },
        quotedAmount: 1200,
      },
      amount: 1200,
      paymentCode: 205,
      needsPin: true,
    });
    expect(spies.loadBill).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.paidPayment).toBe(PAYMENT_ID);
  });

  it('a saved card goes to the child with its id', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'PAY', choice: savedCard });
    await waitFor(actor, () => spies.pay.mock.calls.length > 0);
    expect(spies.pay.mock.calls[0]![0]).toMatchObject({ paymentCode: 201, savedCardId: 'card-1', amount: 2487 });
  });

  it('the gateway page: the machine ends redirecting; back with ?payment= the child confirms that payment first', async () => {
    const { actor } = start({ pay: async () => redirected });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'PAY', choice: { ...savedCard, savedCardId: undefined } });
    await waitFor(actor, (s) => s.matches('redirecting'));
    const back = start({}, { ...input, resumePayment: PAYMENT_ID });
    await waitFor(back.actor, (s) => s.matches('viewing') && s.context.paidPayment === PAYMENT_ID);
    expect(back.spies.pay.mock.calls[0]![0]).toMatchObject({ resumeTxn: PAYMENT_ID });
    expect(back.spies.loadBill).toHaveBeenCalledTimes(2);
  });

  it('a payment given up reads the bill again, nothing paid; a paid bill ends paid', async () => {
    const loads = [open, paidBill];
    const { actor } = start({ pay: async () => cancelled, load: async () => loads.shift() ?? paidBill });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'PAY', choice: storedValue });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(actor.getSnapshot().context.paidPayment).toBeNull();
  });

  it("a bill that is not this table's reads as missing; offline, RETRY reads it again", async () => {
    const { actor } = start({ load: async () => missing });
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'BILL_NOT_FOUND' });
    let calls = 0;
    const offline = start({ load: async () => (calls++ === 0 ? Promise.reject(new Error('offline')) : open) });
    await waitFor(offline.actor, (s) => s.matches('loadFailed'));
    offline.actor.send({ type: 'RETRY' });
    await waitFor(offline.actor, (s) => s.matches('viewing'));
  });

  it('a link the server refuses as malformed (HTTP 4xx) says to scan the table again, with no retry', async () => {
    const { actor } = start({ load: async () => Promise.reject(malformed) });
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'TABLE_LINK_INVALID' });
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
  });
});
