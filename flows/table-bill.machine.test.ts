import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ShopTableBill } from '../src/generated/api/shop-table-bill';
import type { ShopTablePayRequest } from '../src/generated/api/shop-table-pay.request';
import { tableBillMachine, type TableBillReply, type TablePayReply } from './table-bill.machine';
import { expectFullCoverage } from './testing/expect-full-coverage';
import { actorOutcomes, walkModel } from './testing/model-walk';

const BILL_ID = '00000000-0000-4000-8000-000000000001';
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
const paid: TableBillReply = { success: true, result: { rtn: 1, bill: { ...bill, status: 'paid', paid: 2450, reserved: 2450, left: 0 } } };
const missing: TableBillReply = { success: true, result: { rtn: 0, dispMsg: 'Bill not found', problem: { code: 'BILL_NOT_FOUND', params: {} } } };
const started: TablePayReply = { success: true, result: { rtn: 1, paymentId: BILL_ID, amount: 1200, surcharge: 18, total: 1218, gatewayUrl: '/sandbox/pay/x', bill } };
const taken: TablePayReply = { success: true, result: { rtn: 0, dispMsg: 'taken', problem: { code: 'BILL_ITEM_TAKEN', params: {} }, bill: { ...bill, reserved: 1200, left: 1250 } } };
const request: ShopTablePayRequest = { table: 'T1', billId: BILL_ID, idempotencyKey: 'k'.repeat(20), split: { kind: 'items', items: [0] }, paymentCode: 201, quotedAmount: 1200 };

describe('table bill machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(tableBillMachine, {
      inputs: [{ table: 'T1', billId: BILL_ID }],
      events: {
        PAY: [{ type: 'PAY', request }],
        ...actorOutcomes('loadBill', { done: [open, paid, missing], error: [new Error('offline')] }),
        ...actorOutcomes('payBill', { done: [started, taken], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function start(script: { load?: () => Promise<TableBillReply>; pay?: () => Promise<TablePayReply> } = {}) {
  const spies = {
    loadBill: vi.fn<(input: unknown) => Promise<TableBillReply>>(script.load ?? (async () => open)),
    payBill: vi.fn<(input: ShopTablePayRequest) => Promise<TablePayReply>>(script.pay ?? (async () => started)),
    openGateway: vi.fn(),
  };
  const machine = tableBillMachine.provide({
    actors: { loadBill: fromPromise(({ input }) => spies.loadBill(input)), payBill: fromPromise(({ input }) => spies.payBill(input)) },
    actions: { openGateway: () => spies.openGateway() },
  });
  return { actor: createActor(machine, { input: { table: 'T1', billId: BILL_ID } }).start(), spies };
}

describe('table bill machine: rules', () => {
  it('reads the bill, then PAY starts the payment and opens the gateway', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(spies.loadBill).toHaveBeenCalledWith({ table: 'T1', billId: BILL_ID });
    actor.send({ type: 'PAY', request });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(spies.payBill).toHaveBeenCalledWith(request);
    expect(spies.openGateway).toHaveBeenCalledTimes(1);
  });

  it('an item someone else is paying: the message and the bill as it is now, no gateway', async () => {
    const { actor, spies } = start({ pay: async () => taken });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'PAY', request });
    await waitFor(actor, (s) => s.matches('viewing') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'BILL_ITEM_TAKEN' });
    expect(actor.getSnapshot().context.bill?.left).toBe(1250);
    expect(spies.openGateway).not.toHaveBeenCalled();
  });

  it('offline while paying: RETRY sends the same request and key', async () => {
    const replies: Array<() => Promise<TablePayReply>> = [async () => Promise.reject(new Error('offline')), async () => started];
    const { actor, spies } = start({ pay: () => replies.shift()!() });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'PAY', request });
    await waitFor(actor, (s) => s.matches('payFailed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(spies.payBill.mock.calls.map((c) => c[0].idempotencyKey)).toEqual([request.idempotencyKey, request.idempotencyKey]);
  });

  it('a paid bill and a missing one end the flow', async () => {
    const a = start({ load: async () => paid });
    await waitFor(a.actor, (s) => s.matches('paid'));
    expect(a.actor.getSnapshot().can({ type: 'PAY', request })).toBe(false);
    const b = start({ load: async () => missing });
    await waitFor(b.actor, (s) => s.matches('notFound'));
    expect(b.actor.getSnapshot().context.message).toEqual({ code: 'BILL_NOT_FOUND' });
  });
});
