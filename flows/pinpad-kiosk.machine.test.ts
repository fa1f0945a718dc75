import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PINPAD_MAX_AMOUNT } from '../src/lib/limits';
import { cardTyped, chargeableAmount, pinpadKioskMachine, type ChargeInput, type ChargeReply, type KioskReply } from './pinpad-kiosk.machine';
import { expectFullCoverage } from './testing/expect-full-coverage';
import { actorOutcomes, walkModel } from './testing/model-walk';

const receipt = { chargeId: 'c1', amount: 1250, balance: 3750, cardNumber: '6035*********123', chargedAt: 1 };
const paid: ChargeReply = { success: true, result: { rtn: 1, receipt } };
const wrong: ChargeReply = { success: true, result: { rtn: 0, problem: { code: 'PIN_VERIFY_FAILED' } } };
const locked: ChargeReply = { success: true, result: { rtn: 0, problem: { code: 'PIN_LOCKED', params: { minutes: 15 } } } };
const staffOk: KioskReply = { success: true, result: { rtn: 1 } };
const staffWrong: KioskReply = { success: true, result: { rtn: 0, problem: { code: 'STAFF_PIN_WRONG', params: { triesLeft: 4 } } } };
const KEY = 'pinpad-key-0000000001';
const CARD = '6035 0000 0000 0123';

describe('pinpad kiosk machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(pinpadKioskMachine, {
      events: {
        START: [
          { type: 'START', amount: 1250, idempotencyKey: KEY },
          { type: 'START', amount: 0, idempotencyKey: KEY },
        ],
        CARD: [
          { type: 'CARD', by: 'card', value: CARD },
          { type: 'CARD', by: 'card', value: '12' },
        ],
        PIN: [
          { type: 'PIN', pin: '246810' },
          { type: 'PIN', pin: '24' },
        ],
        STAFF_PIN: [
          { type: 'STAFF_PIN', pin: '2468' },
          { type: 'STAFF_PIN', pin: '2' },
        ],
        ...actorOutcomes('charge', { done: [paid, wrong, locked], error: [new Error('offline')] }),
        ...actorOutcomes('checkStaffPin', { done: [staffOk, staffWrong], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('pinpad kiosk machine: rules', () => {
  it('takes whole amounts from 1 to the limit', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: PINPAD_MAX_AMOUNT }), (n) => chargeableAmount(n)));
    fc.assert(fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: PINPAD_MAX_AMOUNT + 1 }), fc.double({ noInteger: true })), (n) => !chargeableAmount(n)));
  });

  it('names a card by 16 digits (spaces and dashes ignored) or a QR member code', () => {
    expect(cardTyped({ by: 'card', value: CARD })).toBe(true);
    expect(cardTyped({ by: 'card', value: '6035-0000-0000-012' })).toBe(false);
    expect(cardTyped({ by: 'qr', value: 'abcdefghijklmnop' })).toBe(true);
    expect(cardTyped({ by: 'qr', value: 'short' })).toBe(false);
  });

  function kiosk(charge: (input: ChargeInput) => Promise<ChargeReply>, checkStaffPin: (pin: string) => Promise<KioskReply> = async () => staffOk) {
    return createActor(
      pinpadKioskMachine.provide({ actors: { charge: fromPromise(({ input }) => charge(input)), checkStaffPin: fromPromise(({ input }) => checkStaffPin(input.pin)) } }),
    ).start();
  }

  it('charges the amount with the key; a wrong PIN is typed again with the same key; the receipt stays until the staff PIN', async () => {
    const charge = vi.fn<(input: ChargeInput) => Promise<ChargeReply>>().mockResolvedValueOnce(wrong).mockResolvedValueOnce(paid);
    const actor = kiosk(charge);
    actor.send({ type: 'START', amount: 1250, idempotencyKey: KEY });
    actor.send({ type: 'CARD', by: 'card', value: CARD });
    actor.send({ type: 'PIN', pin: '000000' });
    await waitFor(actor, (s) => s.matches({ kiosk: 'pin' }) && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PIN_VERIFY_FAILED' });
    actor.send({ type: 'PIN', pin: '246810' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(charge.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([KEY, KEY]);
    expect(charge).toHaveBeenLastCalledWith({ amount: 1250, idempotencyKey: KEY, card: { by: 'card', value: CARD }, pin: '246810' });
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('paid')).toBe(true);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'STAFF_PIN', pin: '2468' });
    await waitFor(actor, (s) => s.matches('amount'));
    expect(actor.getSnapshot().context).toMatchObject({ amount: 0, idempotencyKey: '', receipt: null, card: null });
  });

  it('relocks when idle: what the customer typed is gone, and only the staff PIN opens it (no cancel)', async () => {
    const checkStaffPin = vi.fn<(pin: string) => Promise<KioskReply>>().mockResolvedValueOnce(staffWrong).mockResolvedValueOnce(staffOk);
    const actor = kiosk(async () => paid, checkStaffPin);
    actor.send({ type: 'START', amount: 500, idempotencyKey: KEY });
    actor.send({ type: 'CARD', by: 'card', value: CARD });
    actor.send({ type: 'IDLE' });
    expect(actor.getSnapshot().matches('staffPin')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ card: null, staffPinFor: 'relock' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('staffPin')).toBe(true);
    actor.send({ type: 'STAFF_PIN', pin: '1111' });
    await waitFor(actor, (s) => s.matches({ staffPin: 'waiting' }) && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'STAFF_PIN_WRONG', params: { triesLeft: 4 } });
    actor.send({ type: 'STAFF_PIN', pin: '2468' });
    await waitFor(actor, (s) => s.matches('amount'));
  });

  it('a locked card goes back to the card step with the server message', async () => {
    const actor = kiosk(async () => locked);
    actor.send({ type: 'START', amount: 500, idempotencyKey: KEY });
    actor.send({ type: 'CARD', by: 'qr', value: 'abcdefghijklmnop' });
    actor.send({ type: 'PIN', pin: '246810' });
    await waitFor(actor, (s) => s.matches({ kiosk: 'card' }) && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PIN_LOCKED', params: { minutes: 15 } });
  });
});
