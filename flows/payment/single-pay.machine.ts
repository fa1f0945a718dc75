import { assign, fromPromise, setup } from 'xstate';
import type { SinglePay } from '../../src/generated/api/single-pay';
import type { SinglePayFindResponse } from '../../src/generated/api/single-pay-find.response';
import type { SinglePayResponse } from '../../src/generated/api/single-pay.response';
import { type Message } from '../../src/protocol/message';
import { missingActor } from '../shared/missing-implementation';
import { paymentMachine, type PaymentInput, type PaymentOutput } from './payment.machine';
import { callFailedWith, outputGuard, refused, replyAction, replyGuard } from '../shared/call-answers';

/**
 * Single pay (docs/shop.md#single-pay): a payment request whose amount staff or a POS set on the
 * server. With its txn (singlepay/{txn}/request/...; the receipt route too) the request is read;
 * without it (singlepay/{action}/by/{requiredBy}) the customer types the short code the requester
 * shows. PAY runs the shared payment machine as the child `payment` (purpose `singlePay`,
 * docs/shop.md#bill-methods): stored value with its PIN, a saved card charged at once, or the
 * gateway's page, which returns here. Every end of the payment reads the request again: a paid
 * request shows its receipt, an expired one says so; another customer's request answers like a
 * missing one.
 *
 * Effects, provided with `.provide()`: actors `loadRequest`, `findRequest` and `payment` (the
 * payment machine with this shop's calls).
 */

export type SinglePayReply = SinglePayResponse;
export type SinglePayFindReply = SinglePayFindResponse;

/** What the payer chose: the method and the total it comes to (amount plus the method's surcharge). */
export interface SinglePayChoice {
  paymentCode: number;
  quotedTotal: number;
  needsPin: boolean;
  savedCardId?: string;
}

export interface SinglePayInput {
  txn: string | null;
  action: string;
  requiredBy: string | null;
}

export interface SinglePayContext {
  txn: string | null;
  action: string;
  requiredBy: string | null;
  request: SinglePay | null;
  /** The payment being made (the payment child keeps its idempotency key). */
  choice: SinglePayChoice | null;
  message: Message | null;
}

export type SinglePayEvent =
  { type: 'FIND'; reference: string } | { type: 'PAY'; choice: SinglePayChoice } | { type: 'RETRY' };

type Loaded = SinglePayReply | SinglePayFindReply;
const requestOf = (reply: Loaded) => (reply.success && reply.result.rtn > 0 ? reply.result.request : undefined);

export const singlePayMachine = setup({
  types: {
    context: {} as SinglePayContext,
    events: {} as SinglePayEvent,
    input: {} as SinglePayInput,
    children: {} as { payment: 'payment' },
  },
  actors: {
    loadRequest: fromPromise<SinglePayReply, { txn: string; action: string; requiredBy: string | null }>(
      missingActor('singlePay', 'loadRequest'),
    ),
    findRequest: fromPromise<SinglePayFindReply, { action: string; requiredBy: string; reference: string }>(
      missingActor('singlePay', 'findRequest'),
    ),
    payment: paymentMachine,
  },
  actions: {
    storeRequest: assign((_, params: { reply: Loaded }) => {
      const request = params.reply.result.request ?? null;
      return request ? { request, txn: request.txn, message: null } : {};
    }),
    storeChoice: assign((_, params: { choice: SinglePayChoice }) => ({ choice: params.choice, message: null })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    hasTxn: ({ context }) => context.txn !== null,
    isPaid: (_, params: { reply: Loaded }) => requestOf(params.reply)?.status === 'paid',
    isExpired: (_, params: { reply: Loaded }) => requestOf(params.reply)?.status === 'expired',
    isPayable: (_, params: { reply: Loaded }) => requestOf(params.reply) !== undefined,
    redirected: (_, params: { output: PaymentOutput }) => params.output.outcome === 'redirected',
    approved: (_, params: { output: PaymentOutput }) => params.output.outcome === 'approved',
  },
}).createMachine({
  id: 'singlePay',
  description: 'Pay a request whose amount staff or a POS set, once, before it expires, and see its receipt.',
  context: ({ input }) => ({
    txn: input.txn,
    action: input.action,
    requiredBy: input.requiredBy,
    request: null,
    choice: null,
    message: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'With a txn the request is read; without one the customer types its short code.',
      always: [{ guard: 'hasTxn', target: 'loading' }, { target: 'enteringCode' }],
    },
    enteringCode: {
      description: 'The customer types the short code the requester shows.',
      on: { FIND: { target: 'finding', actions: { type: 'showMessage', params: { message: null } } } },
    },
    finding: {
      description: 'Finds the request of this action and requester with that code.',
      tags: ['busy'],
      invoke: {
        id: 'findRequest',
        src: 'findRequest',
        input: ({ context, event }) => ({
          action: context.action,
          requiredBy: context.requiredBy ?? '',
          reference: event.type === 'FIND' ? event.reference : '',
        }),
        onDone: [
          // Found: its id is kept and the request read by it, as from a QR (a payment under way is checked first).
          { guard: replyGuard('isPayable'), target: 'loading', actions: replyAction('storeRequest') },
          refused('enteringCode', 'SINGLE_PAY_NOT_FOUND'),
        ],
        onError: callFailedWith('enteringCode', 'CONNECTION_FAILED'),
      },
    },
    loading: {
      description: 'Reads the request; a payment under way is checked with the gateway first.',
      tags: ['busy'],
      invoke: {
        id: 'loadRequest',
        src: 'loadRequest',
        input: ({ context }) => ({ txn: context.txn ?? '', action: context.action, requiredBy: context.requiredBy }),
        onDone: [
          { guard: replyGuard('isPaid'), target: 'paid', actions: replyAction('storeRequest') },
          { guard: replyGuard('isExpired'), target: 'expired', actions: replyAction('storeRequest') },
          { guard: replyGuard('isPayable'), target: 'ready', actions: replyAction('storeRequest') },
          refused('notFound', 'SINGLE_PAY_NOT_FOUND'),
        ],
        onError: callFailedWith('loadFailed', 'CONNECTION_FAILED'),
      },
    },
    loadFailed: {
      description: 'The request could not be read (offline); RETRY reads it again.',
      on: { RETRY: { target: 'loading', actions: { type: 'showMessage', params: { message: null } } } },
    },
    ready: {
      description: 'The amount the requester set and until when it can be paid; PAY pays it.',
      on: {
        PAY: { target: 'paying', actions: { type: 'storeChoice', params: ({ event }) => ({ choice: event.choice }) } },
      },
    },
    paying: {
      description:
        'The payment child: PIN of a stored-value card, a saved card charged at once, or the gateway; the server claims the request and refuses a paid, expired or changed one.',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }): PaymentInput => ({
          purpose: { kind: 'singlePay', txn: context.txn ?? '', quotedTotal: context.choice?.quotedTotal ?? 0 },
          amount: context.choice?.quotedTotal ?? 0,
          paymentCode: context.choice?.paymentCode ?? 0,
          needsPin: context.choice?.needsPin ?? false,
          ...(context.choice?.savedCardId ? { savedCardId: context.choice.savedCardId } : {}),
        }),
        // Paid: the request is read again for its receipt; given up, it is still there to pay (the server refuses a paid or expired one).
        onDone: [
          { guard: outputGuard('redirected'), target: 'redirecting' },
          { guard: outputGuard('approved'), target: 'readingReceipt' },
          { target: 'ready' },
        ],
        onError: callFailedWith('ready', 'PAYMENT_REQUEST_FAILED'),
      },
    },
    readingReceipt: {
      description:
        'Paid: the request is read again for its receipt (method, card, when); offline, the receipt page reads it later.',
      tags: ['busy'],
      invoke: {
        id: 'readReceipt',
        src: 'loadRequest',
        input: ({ context }) => ({ txn: context.txn ?? '', action: context.action, requiredBy: context.requiredBy }),
        onDone: { target: 'paid', actions: replyAction('storeRequest') },
        onError: { target: 'paid' },
      },
    },
    redirecting: {
      description: "The gateway's page is open; it returns to this request.",
      type: 'final',
    },
    paid: {
      description: 'Paid: the receipt (amount, surcharge, method, card, when).',
      type: 'final',
    },
    expired: {
      description: "Not paid in time: 'This payment request has expired'; nothing can be paid.",
      type: 'final',
    },
    notFound: {
      description: "One answer for a made-up txn and another customer's request.",
      type: 'final',
    },
  },
});

export type SinglePayMachine = typeof singlePayMachine;
