import { and, assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { missingActor } from '../shared/missing-implementation';
import { messageOf, type Message } from '../../src/protocol/message';
import {
  isParkingAccepted,
  type ConfirmPaymentReply,
  type PaymentStatus,
  type PayUiType,
  type SendOrderReply,
  type StartPaymentReply,
} from '../parking/parking-replies';
import {
  storedValueVerificationMachine,
  type StoredValueVerificationOutput,
} from './stored-value-verification.machine';
import type { PaymentPurpose, StartPaymentInput } from './payment-purpose';
import {
  callFailed,
  callFailedWith,
  outputAction,
  outputGuard,
  refused,
  replyAction,
  replyGuard,
} from '../shared/call-answers';

/**
 * Payment of a booking, a top-up, a wallet top-up, a table bill's share or a single-pay request (docs/rules.md#payment-states: processing, approved, failed
 * with a retry offer, redirecting to the gateway, order-send where the page must not be closed).
 *
 * Effects, provided by the app with `.provide()`: actors `newIdempotencyKey` (a fresh key per
 * payment attempt), `startPayment`, `confirmPayment`, `sendOrder`, `storedValueVerification` (the
 * stored-value verification machine, flows/payment/stored-value-verification.machine.ts, with the same
 * calls: a stored-value card is verified by its PIN and paid in that child); actions `redirectToGateway`,
 * and `reportApproved` for a payment run on its own (the pay screen goes on from there; as a
 * child, the parent reads the output instead).
 * A REDIRECT payment leaves the page; when the payer comes back the app creates this machine again
 * with `resumeTxn`, and it starts in `confirming`.
 */

export { isPaymentPin, PAYMENT_PIN_PATTERN } from './payment-pin';
export type { PaymentPurpose, StartPaymentInput } from './payment-purpose';

/** How long to wait between two status checks while the gateway says 'pending'. */
export const PAYMENT_POLL_MS = 2000;
/** Status checks per confirmation before the machine stops and lets the payer check again. */
export const DEFAULT_MAX_POLLS = 5;
/**
 * While the gateway's dialog is open, how often the status is checked anyway: a gateway page that
 * cannot tell the app (another origin, a blocked message, a payer who just waits) still ends the
 * dialog once the payment is decided.
 */
export const DIALOG_WATCH_MS = 5000;

export interface PaymentInput {
  purpose: PaymentPurpose;
  /** What is charged, minor units (the server charges its own figure; this is for the view). */
  amount: number;
  paymentCode: number;
  /** Stored-value card: verified by its wallet PIN (the child 'storedValueVerification') before anything else. */
  needsPin?: boolean;
  /** Back from a REDIRECT gateway: confirm this transaction instead of starting a new one. */
  resumeTxn?: string;
  /** Pay with this saved card: charged at once, no gateway page (docs/vouchers-and-invitations.md#saved-cards). */
  savedCardId?: string;
  maxPolls?: number;
}

export interface PaymentContext {
  purpose: PaymentPurpose;
  amount: number;
  paymentCode: number;
  needsPin: boolean;
  savedCardId: string | null;
  /** The key of the current attempt; null once an attempt is known to have ended, so RETRY makes a new one. */
  idempotencyKey: string | null;
  txn: string | null;
  gatewayUrl: string | null;
  payUiType: PayUiType | null;
  /** Status checks made in the current confirmation. */
  polls: number;
  maxPolls: number;
  cardNumber: string | null;
  message: Message | null;
  /** A booking's hold ended (the view's countdown reached zero): paying it again is no longer offered. */
  holdOver: boolean;
  /** Set on reaching a final state; 'cancelled' until then. */
  outcome: PaymentOutcome;
  orderSent: boolean;
}

export type PaymentEvent =
  /** Stored value: passed on to the verification child (as are RETRY and CANCEL while it runs). */
  | { type: 'SUBMIT_PIN'; pin: string }
  /** The gateway dialog reports the payer finished. */
  | { type: 'PAYER_RETURNED' }
  /** The payer closed the gateway dialog. */
  | { type: 'PAYER_CLOSED' }
  | { type: 'RETRY' }
  /** From unconfirmed: check the status again. */
  | { type: 'CHECK_AGAIN' }
  /** From orderSendFailed: the payment is approved; show the receipt without the order sent. */
  | { type: 'SHOW_RECEIPT' }
  | { type: 'CANCEL' }
  /** After an abandoned payment, the booking's hold ended (docs/rules.md#parking-hold): its tickets go back, so it can no longer be paid. */
  | { type: 'HOLD_ENDED' };

export interface ConfirmPaymentInput {
  txn: string;
}

export interface SendOrderInput {
  purpose: PaymentPurpose;
  txn: string;
}

export type PaymentOutcome = 'approved' | 'redirected' | 'cancelled';

export interface PaymentOutput {
  outcome: PaymentOutcome;
  txn: string | null;
  cardNumber: string | null;
  /** Approved, but the final order could not be sent (the payer chose to see the receipt). */
  orderSent: boolean;
}

/**
 * The guards of a machine that runs this one as its child 'payment' and sorts its end with
 * `outputGuard('paymentApproved')` and `outputGuard('paymentRedirected')`.
 */
export const paymentEndGuards = {
  paymentApproved: (_: unknown, params: { output: PaymentOutput }) => params.output.outcome === 'approved',
  paymentRedirected: (_: unknown, params: { output: PaymentOutput }) => params.output.outcome === 'redirected',
  paymentCancelled: (_: unknown, params: { output: PaymentOutput }) => params.output.outcome === 'cancelled',
};

// A start without a txn or a gateway page cannot go on, so it counts as a refusal. No payUiType means DIALOG (docs/rules.md#pay-ui-types).
function startedWith(reply: StartPaymentReply, payUiType: PayUiType): boolean {
  return (
    isParkingAccepted(reply) &&
    typeof reply.result.txn === 'string' &&
    typeof reply.result.gatewayUrl === 'string' &&
    (reply.result.payUiType ?? 'DIALOG') === payUiType
  );
}

/** The gateway's status of an accepted status check; null when the check was refused. */
const statusOf = (reply: ConfirmPaymentReply): PaymentStatus | null =>
  isParkingAccepted(reply) ? (reply.result.status ?? null) : null;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
    children: {} as { storedValueVerification: 'storedValueVerification' },
  },
  actors: {
    newIdempotencyKey: fromPromise<string>(missingActor('payment', 'newIdempotencyKey')),
    startPayment: fromPromise<StartPaymentReply, StartPaymentInput>(missingActor('payment', 'startPayment')),
    confirmPayment: fromPromise<ConfirmPaymentReply, ConfirmPaymentInput>(missingActor('payment', 'confirmPayment')),
    sendOrder: fromPromise<SendOrderReply, SendOrderInput>(missingActor('payment', 'sendOrder')),
    storedValueVerification: storedValueVerificationMachine,
  },
  actions: {
    // Effect: the app navigates to the gateway's page.
    redirectToGateway: (_, _params: { gatewayUrl: string }) => {},
    // Effect: the payment ended paid.
    reportApproved: () => {},
    // The verification child has the PIN entry, its messages and the stored-value call.
    forwardToVerification: sendTo('storedValueVerification', ({ event }) => event),
    storeVerified: assign((_, params: { output: StoredValueVerificationOutput }) =>
      params.output.outcome === 'verified'
        ? {
            idempotencyKey: params.output.idempotencyKey,
            txn: params.output.reply.result.txn ?? null,
            gatewayUrl: params.output.reply.result.gatewayUrl ?? null,
            payUiType: params.output.reply.result.payUiType ?? 'DIALOG',
          }
        : {},
    ),
    storeKey: assign((_, params: { key: string }) => ({ idempotencyKey: params.key })),
    // The attempt is over (refused, declined, abandoned): the next one needs a new key (and PIN).
    endAttempt: assign({ idempotencyKey: null, txn: null, gatewayUrl: null, payUiType: null, polls: 0 }),
    settle: assign((_, params: { outcome: PaymentOutcome }) => ({ outcome: params.outcome })),
    markOrderSent: assign({ orderSent: true }),
    storeStart: assign((_, params: { reply: StartPaymentReply }) => ({
      txn: params.reply.result.txn ?? null,
      gatewayUrl: params.reply.result.gatewayUrl ?? null,
      payUiType: params.reply.result.payUiType ?? 'DIALOG',
    })),
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
    resetPolls: assign({ polls: 0 }),
    storeCardNumber: assign((_, params: { cardNumber: string | undefined }) => ({
      cardNumber: params.cardNumber ?? null,
    })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
    endHold: assign({ holdOver: true }),
  },
  guards: {
    resuming: ({ context }) => context.txn !== null,
    needsPin: ({ context }) => context.needsPin,
    // An abandoned payment leaves the booking held until its hold ends (docs/rules.md#parking-hold),
    // and a top-up (of a booking or a wallet card) as it was: either may be paid again, a booking
    // only until its hold ends.
    canPayAgainAfterAbandon: ({ context }) => !context.holdOver,
    hasKey: ({ context }) => context.idempotencyKey !== null,
    verified: (_, params: { output: StoredValueVerificationOutput }) => params.output.outcome === 'verified',
    verificationRefused: (_, params: { output: StoredValueVerificationOutput }) => params.output.outcome === 'refused',
    // Stored value: the server paid from the customer's card already; only the confirmation is left.
    startedPaid: (_, params: { reply: StartPaymentReply }) =>
      isParkingAccepted(params.reply) &&
      params.reply.result.status === 'approved' &&
      typeof params.reply.result.txn === 'string',
    startedRedirect: (_, params: { reply: StartPaymentReply }) => startedWith(params.reply, 'REDIRECT'),
    startedDialog: (_, params: { reply: StartPaymentReply }) => startedWith(params.reply, 'DIALOG'),
    approved: (_, params: { reply: ConfirmPaymentReply }) => statusOf(params.reply) === 'approved',
    abandoned: (_, params: { reply: ConfirmPaymentReply }) => statusOf(params.reply) === 'abandoned',
    // Reached only when stillPending was false: the checks are used up.
    pendingAfterLastPoll: (_, params: { reply: ConfirmPaymentReply }) => statusOf(params.reply) === 'pending',
    // A status the gateway settled (anything but pending, and not a refused check).
    decided: (_, params: { reply: ConfirmPaymentReply }) => {
      const status = statusOf(params.reply);
      return status !== null && status !== 'pending';
    },
    stillPending: ({ context }, params: { reply: ConfirmPaymentReply }) =>
      statusOf(params.reply) === 'pending' && context.polls < context.maxPolls,
    orderSent: (_, params: { reply: SendOrderReply }) => isParkingAccepted(params.reply),
  },
  delays: {
    pollInterval: PAYMENT_POLL_MS,
    dialogWatchInterval: DIALOG_WATCH_MS,
  },
}).createMachine({
  id: 'payment',
  description:
    'Payment: a stored-value card verified by its PIN (child machine), or a start, gateway dialog or redirect; confirmation, order send.',
  context: ({ input }) => ({
    purpose: input.purpose,
    amount: input.amount,
    paymentCode: input.paymentCode,
    needsPin: input.needsPin ?? false,
    savedCardId: input.savedCardId ?? null,
    idempotencyKey: null,
    txn: input.resumeTxn ?? null,
    gatewayUrl: null,
    payUiType: input.resumeTxn === undefined ? null : 'REDIRECT',
    polls: 0,
    maxPolls: input.maxPolls ?? DEFAULT_MAX_POLLS,
    cardNumber: null,
    message: null,
    holdOver: false,
    outcome: 'cancelled',
    orderSent: false,
  }),
  initial: 'entering',
  output: ({ context }) => ({
    outcome: context.outcome,
    txn: context.txn,
    cardNumber: context.cardNumber,
    orderSent: context.orderSent,
  }),
  states: {
    entering: {
      description: 'Picks the first step: back from a redirect, the PIN of a stored-value card, or a new attempt.',
      always: [
        { guard: 'resuming', target: 'confirming' },
        { guard: 'needsPin', target: 'pinEntry' },
        { target: 'preparingAttempt' },
      ],
    },
    pinEntry: {
      description:
        "Stored-value card: the verification child takes the card's 6-digit wallet PIN and pays with it (the server checks the PIN as it debits the card).",
      invoke: {
        id: 'storedValueVerification',
        src: 'storedValueVerification',
        input: ({ context }) => ({ purpose: context.purpose, paymentCode: context.paymentCode }),
        onDone: [
          { guard: outputGuard('verified'), target: 'confirming', actions: outputAction('storeVerified') },
          {
            guard: outputGuard('verificationRefused'),
            target: 'failed',
            actions: [
              'endAttempt',
              {
                type: 'showMessage',
                params: ({ event }) => ({ message: event.output.outcome === 'refused' ? event.output.message : null }),
              },
            ],
          },
          { target: 'cancelled' },
        ],
        onError: callFailedWith('failed', 'PAYMENT_REQUEST_FAILED', 'endAttempt'),
      },
      on: {
        SUBMIT_PIN: { actions: 'forwardToVerification' },
        RETRY: { actions: 'forwardToVerification' },
        CANCEL: { actions: 'forwardToVerification' },
      },
    },
    preparingAttempt: {
      description: 'Makes the idempotency key of this payment attempt.',
      tags: ['processing'],
      invoke: {
        id: 'newIdempotencyKey',
        src: 'newIdempotencyKey',
        onDone: { target: 'starting', actions: { type: 'storeKey', params: ({ event }) => ({ key: event.output }) } },
        onError: callFailedWith('failed', 'PAYMENT_REQUEST_FAILED'),
      },
    },
    starting: {
      description:
        'Asks the server to start the payment (payUiType, gatewayUrl, txn); stored value or a saved card is paid at once.',
      tags: ['processing'],
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey ?? '',
          purpose: context.purpose,
          paymentCode: context.paymentCode,
          // Stored value pays in the verification child, with its PIN; every other method has none.
          pin: '',
          savedCardId: context.savedCardId,
        }),
        onDone: [
          {
            guard: replyGuard('startedPaid'),
            target: 'confirming',
            actions: replyAction('storeStart'),
          },
          {
            guard: replyGuard('startedRedirect'),
            target: 'redirecting',
            actions: replyAction('storeStart'),
          },
          {
            guard: replyGuard('startedDialog'),
            target: 'awaitingPayer',
            actions: replyAction('storeStart'),
          },
          refused('failed', 'PAYMENT_REQUEST_FAILED', 'endAttempt'),
        ],
        // Kept key: the server may have started it, so a retry must be the same attempt.
        onError: callFailedWith('failed', 'PAYMENT_REQUEST_FAILED'),
      },
    },
    awaitingPayer: {
      description:
        "DIALOG: the view shows the gateway's page in a dialog until the payer returns or closes it, or a status check finds the payment decided.",
      on: {
        PAYER_RETURNED: { target: 'confirming' },
        PAYER_CLOSED: { target: 'confirming' },
      },
      initial: 'watching',
      states: {
        watching: {
          description: 'The dialog is open; the status is checked every DIALOG_WATCH_MS.',
          after: { dialogWatchInterval: { target: 'checking' } },
        },
        checking: {
          description:
            'A quiet status check: decided → confirm it (the dialog closes); pending, refused or offline → keep watching.',
          invoke: {
            id: 'watchPayment',
            src: 'confirmPayment',
            input: ({ context }) => ({ txn: context.txn ?? '' }),
            onDone: [{ guard: replyGuard('decided'), target: '#payment.confirming' }, { target: 'watching' }],
            onError: { target: 'watching' },
          },
        },
      },
    },
    redirecting: {
      description: "REDIRECT: the app leaves for the gateway's page; on return it starts a new machine in confirming.",
      type: 'final',
      entry: [
        { type: 'settle', params: { outcome: 'redirected' } },
        { type: 'redirectToGateway', params: ({ context }) => ({ gatewayUrl: context.gatewayUrl ?? '' }) },
      ],
    },
    confirming: {
      description: 'Asks the server for the status of the transaction.',
      tags: ['processing'],
      entry: 'countPoll',
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({ txn: context.txn ?? '' }),
        onDone: [
          {
            guard: replyGuard('approved'),
            target: 'orderSend',
            actions: {
              type: 'storeCardNumber',
              params: ({ event }) => ({
                cardNumber: event.output.result.cardNumber ?? event.output.result.booking?.cardNumber,
              }),
            },
          },
          {
            guard: replyGuard('stillPending'),
            target: 'waitingToPoll',
          },
          {
            guard: replyGuard('pendingAfterLastPoll'),
            target: 'unconfirmed',
            actions: { type: 'showMessage', params: { message: messageOf('PAYMENT_UNCONFIRMED') } },
          },
          {
            guard: replyGuard('abandoned'),
            target: 'abandoned',
            actions: ['endAttempt', { type: 'showMessage', params: { message: messageOf('PAYMENT_ABANDONED') } }],
          },
          refused('failed', 'PAYMENT_FAILED', 'endAttempt'),
        ],
        onError: callFailed('unconfirmed'),
      },
    },
    waitingToPoll: {
      description: 'Pending: checks again after a pause, at most maxPolls checks in all.',
      tags: ['processing'],
      after: { pollInterval: { target: 'confirming' } },
    },
    unconfirmed: {
      description:
        'The status is still unknown after maxPolls checks (or the check failed); the payer may check again.',
      on: {
        CHECK_AGAIN: {
          target: 'confirming',
          actions: ['resetPolls', { type: 'showMessage', params: { message: null } }],
        },
        CANCEL: { target: 'cancelled' },
      },
    },
    orderSend: {
      description: 'Approved: sends the final order. The page must not be closed.',
      tags: ['doNotClose', 'processing'],
      invoke: {
        id: 'sendOrder',
        src: 'sendOrder',
        input: ({ context }) => ({ purpose: context.purpose, txn: context.txn ?? '' }),
        onDone: [
          {
            guard: replyGuard('orderSent'),
            target: 'approved',
            actions: ['markOrderSent', { type: 'showMessage', params: { message: null } }],
          },
          refused('orderSendFailed', 'ORDER_UPLOAD_FAILED'),
        ],
        onError: callFailedWith('orderSendFailed', 'ORDER_UPLOAD_FAILED'),
      },
    },
    orderSendFailed: {
      description: "'Failed to upload the order': retry, or show the receipt of the approved payment.",
      tags: ['doNotClose'],
      on: {
        RETRY: { target: 'orderSend', actions: { type: 'showMessage', params: { message: null } } },
        SHOW_RECEIPT: { target: 'approved' },
      },
    },
    failed: {
      description:
        'Payment failed or could not be requested; offers a retry (a new attempt key once the last attempt ended).',
      on: {
        RETRY: [
          { guard: 'hasKey', target: 'starting', actions: { type: 'showMessage', params: { message: null } } },
          { guard: 'needsPin', target: 'pinEntry', actions: { type: 'showMessage', params: { message: null } } },
          { target: 'preparingAttempt', actions: { type: 'showMessage', params: { message: null } } },
        ],
        CANCEL: { target: 'cancelled' },
      },
    },
    abandoned: {
      description:
        'The payer left the gateway without paying: a retry with a new attempt while a booking is still held (any top-up); once the hold ended, only CANCEL.',
      on: {
        RETRY: [
          {
            guard: and(['canPayAgainAfterAbandon', 'needsPin']),
            target: 'pinEntry',
            actions: { type: 'showMessage', params: { message: null } },
          },
          {
            guard: 'canPayAgainAfterAbandon',
            target: 'preparingAttempt',
            actions: { type: 'showMessage', params: { message: null } },
          },
        ],
        CANCEL: { target: 'cancelled' },
        HOLD_ENDED: { actions: 'endHold' },
      },
    },
    approved: {
      description: 'Paid (and the order sent, unless the payer chose the receipt after a failed send).',
      type: 'final',
      entry: [{ type: 'settle', params: { outcome: 'approved' } }, 'reportApproved'],
    },
    cancelled: {
      description: 'The payer gave up; nothing was charged.',
      type: 'final',
    },
  },
});

export type PaymentMachine = typeof paymentMachine;

type PaymentStateValue = SnapshotFrom<PaymentMachine>['value'];
/** A top-level state of the payment machine: what a view shows does not depend on the substates (awaitingPayer's watch). */
export type PaymentStepName = Extract<PaymentStateValue, string> | keyof Extract<PaymentStateValue, object>;

export function paymentStepOf(snapshot: SnapshotFrom<PaymentMachine>): PaymentStepName {
  const { value } = snapshot;
  return typeof value === 'string' ? value : (Object.keys(value)[0] as PaymentStepName);
}
