import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, waitFor, type AnyEventObject } from 'xstate';
import { PINPAD_MAX_AMOUNT } from '../../src/lib/limits';
import {
  cardTyped,
  chargeableAmount,
  pinpadKioskMachine,
  type ChargeInput,
  type ChargeReply,
  type KioskReply,
} from './pinpad-kiosk.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const receipt = { chargeId: 'c1', amount: 1250, balance: 3750, cardNumber: '6035*********123', chargedAt: 1 };
const paid: ChargeReply = { success: true, result: { rtn: 1, receipt } };
const wrong: ChargeReply = { success: true, result: { rtn: 0, problem: { code: 'PIN_VERIFY_FAILED' } } };
const locked: ChargeReply = {
  success: true,
  result: { rtn: 0, problem: { code: 'PIN_LOCKED', params: { minutes: 15 } } },
};
const staffOk: KioskReply = { success: true, result: { rtn: 1 } };
const staffWrong: KioskReply = {
  success: true,
  result: { rtn: 0, problem: { code: 'STAFF_PIN_WRONG', params: { triesLeft: 4 } } },
};
const opened: KioskReply = { success: true, result: { rtn: 1 } };
const pinpadOff: KioskReply = { success: true, result: { rtn: 0, problem: { code: 'PINPAD_OFF' } } };
const KEY = 'pinpad-key-0000000001';
const CARD = '6035 0000 0000 0123';

describe('pinpad kiosk machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(pinpadKioskMachine, {
      events: {
        TYPE_AMOUNT: [{ type: 'TYPE_AMOUNT', text: '12.50' }],
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
        ...actorOutcomes('openKiosk', { done: [opened, pinpadOff], error: [new Error('offline')] }),
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
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: PINPAD_MAX_AMOUNT + 1 }), fc.double({ noInteger: true })),
        (n) => !chargeableAmount(n),
      ),
    );
  });

  it('names a card by 16 digits (spaces and dashes ignored) or a QR member code', () => {
    expect(cardTyped({ by: 'card', value: CARD })).toBe(true);
    expect(cardTyped({ by: 'card', value: '6035-0000-0000-012' })).toBe(false);
    expect(cardTyped({ by: 'qr', value: 'abcdefghijklmnop' })).toBe(true);
    expect(cardTyped({ by: 'qr', value: 'short' })).toBe(false);
  });

  function kiosk(
    charge: (input: ChargeInput) => Promise<ChargeReply>,
    checkStaffPin: (pin: string) => Promise<KioskReply> = async () => staffOk,
    openKiosk: () => Promise<KioskReply> = async () => opened,
    receiptMs = 60_000,
  ) {
    return createActor(
      pinpadKioskMachine.provide({
        delays: { receiptShown: receiptMs },
        actors: {
          openKiosk: fromPromise(() => openKiosk()),
          charge: fromPromise(({ input }) => charge(input)),
          checkStaffPin: fromPromise(({ input }) => checkStaffPin(input.pin)),
        },
      }),
    ).start();
  }
  /** Staff type the amount and start: the device is handed over once the server opened kiosk mode. */
  async function handedOver(actor: ReturnType<typeof kiosk>, text: string, amount: number) {
    actor.send({ type: 'TYPE_AMOUNT', text });
    actor.send({ type: 'START', amount, idempotencyKey: KEY });
    await waitFor(actor, (s) => !s.matches('opening'));
  }

  it('charges the amount with the key; a wrong PIN is typed again with the same key; leaving from the receipt needs the staff PIN', async () => {
    const charge = vi
      .fn<(input: ChargeInput) => Promise<ChargeReply>>()
      .mockResolvedValueOnce(wrong)
      .mockResolvedValueOnce(paid);
    const actor = kiosk(charge);
    await handedOver(actor, '12.50', 1250);
    expect(actor.getSnapshot().context.amountText).toBe('');
    actor.send({ type: 'CARD', by: 'card', value: CARD });
    actor.send({ type: 'PIN', pin: '000000' });
    await waitFor(actor, (s) => s.matches({ kiosk: 'pin' }) && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PIN_VERIFY_FAILED' });
    actor.send({ type: 'PIN', pin: '246810' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(charge.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([KEY, KEY]);
    expect(charge).toHaveBeenLastCalledWith({
      amount: 1250,
      idempotencyKey: KEY,
      card: { by: 'card', value: CARD },
      pin: '246810',
    });
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('paid')).toBe(true);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'STAFF_PIN', pin: '2468' });
    await waitFor(actor, (s) => s.matches('amount'));
    expect(actor.getSnapshot().context).toMatchObject({
      amountText: '',
      amount: 0,
      idempotencyKey: '',
      receipt: null,
      card: null,
    });
  });

  it('left alone mid-payment it returns to the idle screen, customer and amount cleared, no staff PIN needed', async () => {
    const checkStaffPin = vi.fn<(pin: string) => Promise<KioskReply>>();
    const openKiosk = vi.fn<() => Promise<KioskReply>>().mockResolvedValue(opened);
    const actor = kiosk(async () => paid, checkStaffPin, openKiosk);
    await handedOver(actor, '5', 500);
    actor.send({ type: 'CARD', by: 'card', value: CARD });
    actor.send({ type: 'IDLE' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ card: null, amount: 0, amountText: '', idempotencyKey: '' });
    // The next sale starts from the idle screen: still in kiosk mode, so the server is not asked again.
    actor.send({ type: 'TYPE_AMOUNT', text: '3' });
    actor.send({ type: 'START', amount: 300, idempotencyKey: 'pinpad-key-0000000002' });
    expect(actor.getSnapshot().matches({ kiosk: 'card' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ amount: 300, amountText: '' });
    expect(openKiosk).toHaveBeenCalledTimes(1);
    expect(checkStaffPin).not.toHaveBeenCalled();
  });

  it('the receipt returns to the idle screen by itself (or on Done); leaving from there needs the staff PIN', async () => {
    const checkStaffPin = vi
      .fn<(pin: string) => Promise<KioskReply>>()
      .mockResolvedValueOnce(staffWrong)
      .mockResolvedValueOnce(staffOk);
    const actor = kiosk(async () => paid, checkStaffPin, undefined, 20);
    await handedOver(actor, '12.50', 1250);
    actor.send({ type: 'CARD', by: 'card', value: CARD });
    actor.send({ type: 'PIN', pin: '246810' });
    await waitFor(actor, (s) => s.matches('paid'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ amount: 0, amountText: '', receipt: null, card: null });
    actor.send({ type: 'START', amount: 200, idempotencyKey: 'pinpad-key-0000000002' });
    actor.send({ type: 'CARD', by: 'card', value: CARD });
    actor.send({ type: 'PIN', pin: '246810' });
    await waitFor(actor, (s) => s.matches('paid'));
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'STAFF_PIN', pin: '1111' });
    await waitFor(actor, (s) => s.matches({ staffPin: 'waiting' }) && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'STAFF_PIN_WRONG', params: { triesLeft: 4 } });
    actor.send({ type: 'STAFF_PIN', pin: '2468' });
    await waitFor(actor, (s) => s.matches('amount'));
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '', amount: 0 });
  });

  it('a locked card goes back to the card step with the server message', async () => {
    const actor = kiosk(async () => locked);
    await handedOver(actor, '5.00', 500);
    actor.send({ type: 'CARD', by: 'qr', value: 'abcdefghijklmnop' });
    actor.send({ type: 'PIN', pin: '246810' });
    await waitFor(actor, (s) => s.matches({ kiosk: 'card' }) && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PIN_LOCKED', params: { minutes: 15 } });
  });

  it('hands the device over only once the server opened kiosk mode; refused or unreachable, staff keep what they typed', async () => {
    const openKiosk = vi
      .fn<() => Promise<KioskReply>>()
      .mockResolvedValueOnce(pinpadOff)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(opened);
    const charge = vi.fn<(input: ChargeInput) => Promise<ChargeReply>>();
    const actor = kiosk(charge, undefined, openKiosk);
    await handedOver(actor, '7.25', 725);
    expect(actor.getSnapshot().matches('amount')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      amountText: '7.25',
      amount: 0,
      idempotencyKey: '',
      message: { code: 'PINPAD_OFF' },
    });
    actor.send({ type: 'START', amount: 725, idempotencyKey: KEY });
    await waitFor(actor, (s) => !s.matches('opening'));
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '7.25', message: { code: 'CONNECTION_FAILED' } });
    actor.send({ type: 'START', amount: 725, idempotencyKey: KEY });
    await waitFor(actor, (s) => s.matches({ kiosk: 'card' }));
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '', amount: 725 });
    expect(openKiosk).toHaveBeenCalledTimes(3);
    expect(charge).not.toHaveBeenCalled();
  });
});

describe('pinpad kiosk machine: the amount never outlives its customer', () => {
  // Every event the machine takes, with the server's answers as the pure transitions see them.
  const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
  const failed = (id: string): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });
  const EVENTS: AnyEventObject[] = [
    { type: 'TYPE_AMOUNT', text: '12.50' },
    { type: 'TYPE_AMOUNT', text: '3' },
    { type: 'START', amount: 1250, idempotencyKey: KEY },
    { type: 'START', amount: 0, idempotencyKey: KEY },
    done('openKiosk', opened),
    done('openKiosk', pinpadOff),
    failed('openKiosk'),
    { type: 'CARD', by: 'card', value: CARD },
    { type: 'PIN', pin: '246810' },
    { type: 'BACK' },
    done('charge', paid),
    done('charge', wrong),
    done('charge', locked),
    failed('charge'),
    { type: 'EXIT' },
    { type: 'NEXT' },
    { type: 'IDLE' },
    { type: 'CANCEL' },
    { type: 'STAFF_PIN', pin: '2468' },
    done('checkStaffPin', staffOk),
    done('checkStaffPin', staffWrong),
    failed('checkStaffPin'),
  ];
  // Where the customer holds the device: the amount staff typed is never shown there.
  const CUSTOMER = ['kiosk', 'paid'] as const;
  const HANDED_OVER = ['ready', 'kiosk', 'paid', 'staffPin'] as const;

  it('the customer never sees a typed amount; a sale that ends (paid, left alone, left) leaves no amount behind', () => {
    let returns = 0;
    fc.assert(
      // Each pick chooses among the events the machine takes where it stands.
      fc.property(fc.array(fc.nat(), { minLength: 40, maxLength: 200 }), (picks) => {
        let snapshot = getInitialSnapshot(pinpadKioskMachine);
        let wasHandedOver = false;
        for (const pick of picks) {
          const enabled = EVENTS.filter((event) => snapshot.can(event as never));
          const wasWithCustomer = CUSTOMER.some((state) => snapshot.matches(state));
          snapshot = getNextSnapshot(pinpadKioskMachine, snapshot, enabled[pick % enabled.length] as never);
          const handedOver = HANDED_OVER.some((state) => snapshot.matches(state));
          if (CUSTOMER.some((state) => snapshot.matches(state))) expect(snapshot.context.amountText).toBe('');
          if (wasWithCustomer && snapshot.matches('ready')) {
            expect(snapshot.context).toMatchObject({ amountText: '', amount: 0, idempotencyKey: '', receipt: null });
            returns += 1;
          }
          if (snapshot.matches('amount') && wasHandedOver) {
            expect(snapshot.context).toMatchObject({ amountText: '', amount: 0, idempotencyKey: '' });
            returns += 1;
            wasHandedOver = false;
          }
          if (handedOver) wasHandedOver = true;
        }
      }),
      { numRuns: 500 },
    );
    // The walks did end sales and leave kiosk mode, not only stay at the amount step.
    expect(returns).toBeGreaterThan(50);
  });
});
