import { assign, fromPromise, setup } from 'xstate';
import { isStaffPin, PINPAD_MAX_AMOUNT, PINPAD_RECEIPT_SECONDS } from '../../src/lib/limits';
import { messageOf, type Message } from '../../src/protocol/message';
import { refusalMessage, type RefusalResult } from '../../src/protocol/message-codes';
import { missingActor } from '../shared/missing-implementation';
import { isPaymentPin } from '../payment/payment-pin';
import { callFailedWith, refused, replyGuard } from '../shared/call-answers';

/**
 * The pinpad kiosk session (docs/staff.md#pinpad). Staff (a role that opens the pinpad) enter an
 * amount and hand the device over: kiosk mode, which the server holds too (staff/pinpad/kiosk,
 * docs/staff.md#kiosk-server): the device is handed over only once the server put the staff session
 * into kiosk mode. The customer names their stored-value card (its
 * number, or the member code of its QR code) and types its 6-digit wallet PIN; the server charges
 * the card once (the idempotency key given with START; a refused call leaves nothing behind, so a
 * wrong PIN may be typed again with the same key). The receipt shows for PINPAD_RECEIPT_SECONDS (or
 * until Done), then the kiosk returns by itself to its idle screen between sales (`ready`), still in
 * kiosk mode: staff type the next amount there and hand the device over again, no PIN needed. A
 * kiosk left without a touch mid-payment (IDLE) returns to that idle screen too, with what the
 * customer typed cleared. Only leaving kiosk mode for other work needs the staff member's PIN. What
 * staff typed as the amount is cleared the moment the device is handed over, and the amount of a
 * sale is cleared when the sale ends (paid, abandoned or left): the next customer can never be
 * charged the last one's amount. Effects, provided with `.provide()`: actors `openKiosk`
 * (staff/pinpad/kiosk), `charge` (staff/pinpad/charge) and `checkStaffPin` (staff/pinpad/exit);
 * the delay `receiptShown`.
 */

export type CardBy = 'card' | 'qr';

export interface KioskCard {
  by: CardBy;
  value: string;
}

export interface PinpadReceipt {
  chargeId: string;
  amount: number;
  balance: number;
  cardNumber: string;
  /** Seconds since the epoch (the server's clock). */
  chargedAt: number;
}

export type KioskReply<T extends object = Record<never, never>> = {
  success: boolean;
  result: { rtn: number } & RefusalResult & Partial<T>;
};
export type ChargeReply = KioskReply<{ receipt: PinpadReceipt }>;

export interface ChargeInput {
  amount: number;
  idempotencyKey: string;
  card: KioskCard;
  pin: string;
}

export interface PinpadKioskContext {
  /** The amount field as staff type it; empty whenever the device is handed over and after kiosk mode. */
  amountText: string;
  /** Minor units staff entered; 0 before kiosk mode. */
  amount: number;
  /** One key per amount entered: retries of the same charge send it again. */
  idempotencyKey: string;
  card: KioskCard | null;
  message: Message | null;
  receipt: PinpadReceipt | null;
}

export type PinpadKioskEvent =
  | { type: 'TYPE_AMOUNT'; text: string }
  | { type: 'START'; amount: number; idempotencyKey: string }
  | { type: 'CARD'; by: CardBy; value: string }
  | { type: 'PIN'; pin: string }
  | { type: 'BACK' }
  | { type: 'EXIT' }
  | { type: 'NEXT' }
  | { type: 'IDLE' }
  | { type: 'STAFF_PIN'; pin: string }
  | { type: 'CANCEL' };

const CARD_NUMBER = /^[0-9]{16}$/;
const QR_PAYLOAD = /^[A-Za-z0-9_-]{16,64}$/;

/** Whether what the customer typed or scanned can name a card (the server looks it up). */
export function cardTyped(card: KioskCard): boolean {
  return card.by === 'card' ? CARD_NUMBER.test(card.value.replace(/[\s-]/g, '')) : QR_PAYLOAD.test(card.value.trim());
}

/** An amount staff may charge: whole minor units from 1 to PINPAD_MAX_AMOUNT. */
export function chargeableAmount(amount: number): boolean {
  return Number.isInteger(amount) && amount >= 1 && amount <= PINPAD_MAX_AMOUNT;
}

const accepted = (reply: KioskReply) => reply.success && reply.result.rtn > 0;
const wrongPin = (reply: KioskReply) => reply.result.problem?.code === 'PIN_VERIFY_FAILED';

export const pinpadKioskMachine = setup({
  types: {
    context: {} as PinpadKioskContext,
    events: {} as PinpadKioskEvent,
  },
  actors: {
    openKiosk: fromPromise<KioskReply, void>(missingActor('pinpadKiosk', 'openKiosk')),
    charge: fromPromise<ChargeReply, ChargeInput>(missingActor('pinpadKiosk', 'charge')),
    checkStaffPin: fromPromise<KioskReply, { pin: string }>(missingActor('pinpadKiosk', 'checkStaffPin')),
  },
  delays: {
    receiptShown: PINPAD_RECEIPT_SECONDS * 1000,
  },
  actions: {
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
    typeAmount: assign((_, params: { text: string }) => ({ amountText: params.text })),
    startKiosk: assign((_, params: { amount: number; idempotencyKey: string }) => ({
      amount: params.amount,
      idempotencyKey: params.idempotencyKey,
      card: null,
      receipt: null,
      message: null,
    })),
    handOver: assign({ amountText: '' }),
    notOpened: assign((_, params: { message: Message }) => ({
      amount: 0,
      idempotencyKey: '',
      message: params.message,
    })),
    keepCard: assign((_, params: { card: KioskCard }) => ({ card: params.card, message: null })),
    forgetCustomer: assign({ card: null, message: null }),
    keepReceipt: assign((_, params: { receipt: PinpadReceipt | null }) => ({ receipt: params.receipt, message: null })),
    endSale: assign({ amountText: '', amount: 0, idempotencyKey: '', card: null, receipt: null, message: null }),
    endKiosk: assign({ amountText: '', amount: 0, idempotencyKey: '', card: null, receipt: null, message: null }),
  },
  guards: {
    amountInvalid: (_, params: { amount: number }) => !chargeableAmount(params.amount),
    cardInvalid: (_, params: KioskCard) => !cardTyped(params),
    pinInvalid: (_, params: { pin: string }) => !isPaymentPin(params.pin),
    staffPinInvalid: (_, params: { pin: string }) => !isStaffPin(params.pin),
    accepted: (_, params: { reply: KioskReply }) => accepted(params.reply),
    wrongPin: (_, params: { reply: KioskReply }) => wrongPin(params.reply),
    paid: ({ context }) => context.receipt !== null,
    inSale: ({ context }) => context.amount > 0,
  },
}).createMachine({
  id: 'pinpadKiosk',
  description:
    'The pinpad kiosk: staff enter an amount, the customer pays it with their stored-value card and its wallet PIN, the kiosk returns to its idle screen for the next sale, and only a staff PIN leaves kiosk mode.',
  context: {
    amountText: '',
    amount: 0,
    idempotencyKey: '',
    card: null,
    message: null,
    receipt: null,
  },
  initial: 'amount',
  states: {
    amount: {
      description: 'Staff type the amount to charge, then hand the device to the customer.',
      on: {
        TYPE_AMOUNT: { actions: { type: 'typeAmount', params: ({ event }) => event } },
        START: [
          {
            guard: { type: 'amountInvalid', params: ({ event }) => event },
            actions: { type: 'showMessage', params: { message: messageOf('PINPAD_AMOUNT_INVALID') } },
          },
          { target: 'opening', actions: { type: 'startKiosk', params: ({ event }) => event } },
        ],
      },
    },
    opening: {
      description:
        'staff/pinpad/kiosk: the server puts the staff session into kiosk mode before the device is handed over.',
      tags: ['processing'],
      invoke: {
        id: 'openKiosk',
        src: 'openKiosk',
        onDone: [
          { guard: replyGuard('accepted'), target: 'kiosk', actions: 'handOver' },
          {
            target: 'amount',
            actions: {
              type: 'notOpened',
              params: ({ event }) => ({ message: refusalMessage(event.output.result, 'OPERATION_FAILED') }),
            },
          },
        ],
        onError: {
          target: 'amount',
          actions: { type: 'notOpened', params: { message: messageOf('CONNECTION_FAILED') } },
        },
      },
    },
    ready: {
      description:
        'Kiosk mode between sales, its idle screen: staff type the next amount and hand the device over again; only the staff PIN leaves.',
      on: {
        TYPE_AMOUNT: { actions: { type: 'typeAmount', params: ({ event }) => event } },
        START: [
          {
            guard: { type: 'amountInvalid', params: ({ event }) => event },
            actions: { type: 'showMessage', params: { message: messageOf('PINPAD_AMOUNT_INVALID') } },
          },
          { target: 'kiosk', actions: [{ type: 'startKiosk', params: ({ event }) => event }, 'handOver'] },
        ],
        EXIT: { target: 'staffPin', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    kiosk: {
      description:
        'Kiosk mode: the customer pays the amount; left untouched a while, it returns to the idle screen with what the customer typed cleared.',
      initial: 'card',
      on: {
        EXIT: { target: 'staffPin', actions: { type: 'showMessage', params: { message: null } } },
        IDLE: { target: 'ready', actions: 'endSale' },
      },
      states: {
        card: {
          description: 'The customer types their card number or scans its QR code.',
          on: {
            CARD: [
              {
                guard: { type: 'cardInvalid', params: ({ event }) => event },
                actions: { type: 'showMessage', params: { message: messageOf('WALLET_CARD_NOT_FOUND') } },
              },
              {
                target: 'pin',
                actions: { type: 'keepCard', params: ({ event }) => ({ card: { by: event.by, value: event.value } }) },
              },
            ],
          },
        },
        pin: {
          description: "The customer types the card's 6-digit wallet PIN.",
          on: {
            PIN: [
              {
                guard: { type: 'pinInvalid', params: ({ event }) => event },
                actions: { type: 'showMessage', params: { message: messageOf('PIN_VERIFY_FAILED') } },
              },
              { target: 'charging', actions: { type: 'showMessage', params: { message: null } } },
            ],
            BACK: { target: 'card', actions: 'forgetCustomer' },
          },
        },
        charging: {
          description: 'staff/pinpad/charge: the server checks the PIN and debits the card once, in one transaction.',
          tags: ['processing'],
          invoke: {
            id: 'charge',
            src: 'charge',
            input: ({ context, event }) => ({
              amount: context.amount,
              idempotencyKey: context.idempotencyKey,
              card: context.card ?? { by: 'card', value: '' },
              pin: (event as Extract<PinpadKioskEvent, { type: 'PIN' }>).pin,
            }),
            onDone: [
              {
                guard: replyGuard('accepted'),
                target: '#pinpadKiosk.paid',
                actions: {
                  type: 'keepReceipt',
                  params: ({ event }) => ({ receipt: event.output.result.receipt ?? null }),
                },
              },
              {
                guard: replyGuard('wrongPin'),
                target: 'pin',
                actions: { type: 'showMessage', params: { message: messageOf('PIN_VERIFY_FAILED') } },
              },
              refused('card', 'PAYMENT_FAILED', 'forgetCustomer'),
            ],
            // Not reached the server (or not known): the same PIN may be sent again with the same key.
            onError: callFailedWith('pin', 'PIN_SEND_FAILED'),
          },
        },
      },
    },
    paid: {
      description:
        'The receipt: amount charged and the balance left, for a few seconds or until Done; then the idle screen for the next sale.',
      after: { receiptShown: { target: 'ready', actions: 'endSale' } },
      on: {
        NEXT: { target: 'ready', actions: 'endSale' },
        IDLE: { target: 'ready', actions: 'endSale' },
        EXIT: { target: 'staffPin', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    staffPin: {
      description: "The staff member's PIN, to leave kiosk mode for other work.",
      initial: 'waiting',
      states: {
        waiting: {
          on: {
            STAFF_PIN: [
              {
                guard: { type: 'staffPinInvalid', params: ({ event }) => event },
                actions: { type: 'showMessage', params: { message: messageOf('STAFF_PIN_FORMAT') } },
              },
              { target: 'checking', actions: { type: 'showMessage', params: { message: null } } },
            ],
            CANCEL: [
              { guard: 'paid', target: '#pinpadKiosk.paid' },
              { guard: 'inSale', target: '#pinpadKiosk.kiosk' },
              { target: '#pinpadKiosk.ready' },
            ],
            IDLE: { target: '#pinpadKiosk.ready', actions: 'endSale' },
          },
        },
        checking: {
          tags: ['processing'],
          invoke: {
            id: 'checkStaffPin',
            src: 'checkStaffPin',
            input: ({ event }) => ({ pin: (event as Extract<PinpadKioskEvent, { type: 'STAFF_PIN' }>).pin }),
            onDone: [
              { guard: replyGuard('accepted'), target: '#pinpadKiosk.amount', actions: 'endKiosk' },
              refused('waiting', 'STAFF_PIN_WRONG'),
            ],
            onError: callFailedWith('waiting', 'CONNECTION_FAILED'),
          },
        },
      },
    },
  },
});
