import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Message } from '../../src/protocol/message';
import { missingActor } from '../shared/missing-implementation';
import { isParkingAccepted, type StartPaymentReply } from '../parking/parking-replies';
import type { PaymentPurpose, StartPaymentInput } from './payment-purpose';
import { isPaymentPin } from './payment-pin';
import { callFailedWith, refused, replyAction, replyGuard } from '../shared/call-answers';

/**
 * Stored-value payment verification (docs/wallet.md#paying): the customer's own card pays once its
 * 6-digit wallet PIN is right. The payment machine runs this as its child 'storedValueVerification'
 * in its `pinEntry` step, and goes on with the answer.
 *
 * The PIN's format is checked here before anything is sent; the server checks the PIN itself as it
 * debits the card (svc/pay or parking/bookingTopup with payment code 205/305), so the verification
 * and the payment are one call: a right PIN pays at once. A wrong PIN is 'Failed to verify the PIN'
 * and the customer may try again; after the card's try limit the server answers 'Too many wrong
 * PINs...' (PIN_LOCKED) until its window ends, and the machine says so. A call that does not reach
 * the server is 'Failed to send the PIN': the retry sends the same PIN with the same idempotency key,
 * so a payment that did go through is never taken twice. Any other refusal (balance short, no card,
 * no PIN set) ends the verification; the payment machine shows it.
 *
 * Effects, provided with `.provide()`: actors `newIdempotencyKey` and `payWithPin` (the payment's
 * start call with the PIN).
 */

export interface StoredValueVerificationInput {
  purpose: PaymentPurpose;
  paymentCode: number;
}

export interface StoredValueVerificationContext extends StoredValueVerificationInput {
  pin: string;
  idempotencyKey: string | null;
  /** The paid answer, once verified. */
  reply: StartPaymentReply | null;
  message: Message | null;
}

export type StoredValueVerificationEvent = { type: 'SUBMIT_PIN'; pin: string } | { type: 'RETRY' } | { type: 'CANCEL' };

export type StoredValueVerificationOutput =
  | { outcome: 'verified'; reply: StartPaymentReply; idempotencyKey: string }
  | { outcome: 'refused'; message: Message }
  | { outcome: 'cancelled' };

const problemCode = (reply: StartPaymentReply): string | undefined =>
  isParkingAccepted(reply) ? undefined : reply.result.problem?.code;

export const storedValueVerificationMachine = setup({
  types: {
    context: {} as StoredValueVerificationContext,
    events: {} as StoredValueVerificationEvent,
    input: {} as StoredValueVerificationInput,
    output: {} as StoredValueVerificationOutput,
  },
  actors: {
    newIdempotencyKey: fromPromise<string>(missingActor('storedValueVerification', 'newIdempotencyKey')),
    payWithPin: fromPromise<StartPaymentReply, StartPaymentInput>(
      missingActor('storedValueVerification', 'payWithPin'),
    ),
  },
  actions: {
    storePin: assign((_, params: { pin: string }) => ({ pin: params.pin })),
    forgetPin: assign({ pin: '' }),
    storeKey: assign((_, params: { key: string }) => ({ idempotencyKey: params.key })),
    storeReply: assign((_, params: { reply: StartPaymentReply }) => ({ reply: params.reply, pin: '' })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    pinValid: ({ event }) => event.type === 'SUBMIT_PIN' && isPaymentPin(event.pin),
    hasKey: ({ context }) => context.idempotencyKey !== null,
    // The server took the payment from the card: the PIN was right.
    paid: (_, params: { reply: StartPaymentReply }) =>
      isParkingAccepted(params.reply) &&
      params.reply.result.status === 'approved' &&
      typeof params.reply.result.txn === 'string',
    pinWrong: (_, params: { reply: StartPaymentReply }) => problemCode(params.reply) === 'PIN_VERIFY_FAILED',
    pinLocked: (_, params: { reply: StartPaymentReply }) => problemCode(params.reply) === 'PIN_LOCKED',
  },
}).createMachine({
  id: 'storedValueVerification',
  description: "Stored-value payment verification: the card's 6-digit wallet PIN, checked by the server as it pays.",
  context: ({ input }) => ({
    purpose: input.purpose,
    paymentCode: input.paymentCode,
    pin: '',
    idempotencyKey: null,
    reply: null,
    message: null,
  }),
  initial: 'pinEntry',
  output: ({ context }) => {
    if (context.reply !== null && context.idempotencyKey !== null)
      return { outcome: 'verified', reply: context.reply, idempotencyKey: context.idempotencyKey };
    if (context.message !== null) return { outcome: 'refused', message: context.message };
    return { outcome: 'cancelled' };
  },
  states: {
    pinEntry: {
      description: 'The customer types the PIN; its format (6 digits) is checked before anything is sent.',
      on: {
        SUBMIT_PIN: [
          {
            guard: 'pinValid',
            target: 'preparing',
            actions: [
              { type: 'storePin', params: ({ event }) => event },
              { type: 'showMessage', params: { message: null } },
            ],
          },
          { actions: { type: 'showMessage', params: { message: messageOf('PIN_FORMAT') } } },
        ],
        CANCEL: { target: 'cancelled', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    preparing: {
      description:
        'The payment keeps one idempotency key: a PIN typed again after a wrong one, or sent again, uses it (a refused call kept nothing on the server).',
      tags: ['processing'],
      always: [{ guard: 'hasKey', target: 'verifying' }, { target: 'makingKey' }],
    },
    makingKey: {
      description: 'Makes the idempotency key of this payment.',
      tags: ['processing'],
      invoke: {
        id: 'newIdempotencyKey',
        src: 'newIdempotencyKey',
        onDone: { target: 'verifying', actions: { type: 'storeKey', params: ({ event }) => ({ key: event.output }) } },
        onError: callFailedWith('sendFailed', 'PIN_SEND_FAILED'),
      },
    },
    verifying: {
      description:
        'Sends the PIN with the payment: the server checks it against the card and pays at once when it is right.',
      tags: ['processing'],
      invoke: {
        id: 'payWithPin',
        src: 'payWithPin',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey ?? '',
          purpose: context.purpose,
          paymentCode: context.paymentCode,
          pin: context.pin,
          savedCardId: null,
        }),
        onDone: [
          { guard: replyGuard('paid'), target: 'verified', actions: replyAction('storeReply') },
          {
            guard: replyGuard('pinWrong'),
            target: 'wrongPin',
            actions: ['forgetPin', { type: 'showMessage', params: { message: messageOf('PIN_VERIFY_FAILED') } }],
          },
          { guard: replyGuard('pinLocked'), ...refused('locked', 'PIN_LOCKED', 'forgetPin') },
          refused('refused', 'PAYMENT_REQUEST_FAILED', 'forgetPin'),
        ],
        // The PIN and key are kept: the server may have paid, so the retry must be the same call.
        onError: callFailedWith('sendFailed', 'PIN_SEND_FAILED'),
      },
    },
    wrongPin: {
      description: "'Failed to verify the PIN': the customer may type it again (the server counts the tries).",
      on: {
        RETRY: { target: 'pinEntry', actions: { type: 'showMessage', params: { message: null } } },
        CANCEL: { target: 'cancelled', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    locked: {
      description:
        "'Too many wrong PINs. Please try again in {{minutes}} min': the server refuses every PIN of the card until then.",
      on: {
        RETRY: { target: 'pinEntry', actions: { type: 'showMessage', params: { message: null } } },
        CANCEL: { target: 'cancelled', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    sendFailed: {
      description:
        "'Failed to send the PIN': the call did not get through; the retry sends the same PIN with the same key.",
      on: {
        RETRY: { target: 'preparing', actions: { type: 'showMessage', params: { message: null } } },
        CANCEL: { target: 'cancelled', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    verified: {
      description: 'The PIN was right and the card paid.',
      type: 'final',
    },
    refused: {
      description:
        'The card cannot pay (balance short, no stored-value card, no PIN set...): the payment machine shows why.',
      type: 'final',
    },
    cancelled: {
      description: 'The customer gave up paying by card.',
      type: 'final',
    },
  },
});

export type StoredValueVerificationMachine = typeof storedValueVerificationMachine;
