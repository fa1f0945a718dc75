import { assign, fromPromise, setup } from 'xstate';
import type { SinglePay } from '../src/generated/api/single-pay';
import type { SinglePayFindResponse } from '../src/generated/api/single-pay-find.response';
import type { SinglePayStartRequest } from '../src/generated/api/single-pay-start.request';
import type { SinglePayStartResponse } from '../src/generated/api/single-pay-start.response';
import type { SinglePayResponse } from '../src/generated/api/single-pay.response';
import { messageOf, refusalMessage, type Message } from '../src/protocol/messages';
import { missingActor } from './missing-implementation';

/**
 * Single pay (docs/shop.md#single-pay): a payment request whose amount staff or a POS set on the
 * server. With its txn (singlepay/{txn}/request/...; the receipt route too) the request is read;
 * without it (singlepay/{action}/by/{requiredBy}) the customer types the short code the requester
 * shows. PAY starts the payment at the gateway, whose page returns here; a paid request shows its
 * receipt, an expired one says so; another customer's request answers like a missing one.
 *
 * Effects, provided with `.provide()`: actors `loadRequest`, `findRequest`, `startPayment`; action
 * `openGateway`.
 */

export type SinglePayReply = SinglePayResponse;
export type SinglePayFindReply = SinglePayFindResponse;
export type SinglePayStartReply = SinglePayStartResponse;

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
  /** The payment being started (its idempotency key is reused on RETRY). */
  start: SinglePayStartRequest | null;
  message: Message | null;
}

export type SinglePayEvent = { type: 'FIND'; reference: string } | { type: 'PAY'; start: SinglePayStartRequest } | { type: 'RETRY' } | { type: 'REFRESH' };

type Loaded = SinglePayReply | SinglePayFindReply | SinglePayStartReply;
const requestOf = (reply: Loaded) => (reply.success && reply.result.rtn > 0 ? reply.result.request : undefined);

export const singlePayMachine = setup({
  types: {
    context: {} as SinglePayContext,
    events: {} as SinglePayEvent,
    input: {} as SinglePayInput,
  },
  actors: {
    loadRequest: fromPromise<SinglePayReply, { txn: string; action: string; requiredBy: string | null }>(missingActor('singlePay', 'loadRequest')),
    findRequest: fromPromise<SinglePayFindReply, { action: string; requiredBy: string; reference: string }>(missingActor('singlePay', 'findRequest')),
    startPayment: fromPromise<SinglePayStartReply, SinglePayStartRequest>(missingActor('singlePay', 'startPayment')),
  },
  actions: {
    // Effect: the browser opens the gateway's page, which returns to this request.
    openGateway: () => {},
    storeRequest: assign((_, params: { reply: Loaded }) => {
      const request = params.reply.result.request ?? null;
      return request ? { request, txn: request.txn, message: null } : {};
    }),
    storeStart: assign((_, params: { start: SinglePayStartRequest }) => ({ start: params.start, message: null })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    hasTxn: ({ context }) => context.txn !== null,
    isPaid: (_, params: { reply: Loaded }) => requestOf(params.reply)?.status === 'paid',
    isExpired: (_, params: { reply: Loaded }) => requestOf(params.reply)?.status === 'expired',
    isPayable: (_, params: { reply: Loaded }) => requestOf(params.reply) !== undefined,
    started: (_, params: { reply: SinglePayStartReply }) => typeof requestOf(params.reply)?.gatewayUrl === 'string',
    refusedPaid: (_, params: { reply: SinglePayStartReply }) => params.reply.result.problem?.code === 'SINGLE_PAY_PAID',
    refusedExpired: (_, params: { reply: SinglePayStartReply }) => params.reply.result.problem?.code === 'SINGLE_PAY_EXPIRED',
  },
}).createMachine({
  id: 'singlePay',
  description: 'Pay a request whose amount staff or a POS set, once, before it expires, and see its receipt.',
  context: ({ input }) => ({ txn: input.txn, action: input.action, requiredBy: input.requiredBy, request: null, start: null, message: null }),
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
        input: ({ context, event }) => ({ action: context.action, requiredBy: context.requiredBy ?? '', reference: event.type === 'FIND' ? event.reference : '' }),
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => ({ reply: event.output }) }, target: 'paid', actions: { type: 'storeRequest', params: ({ event }) => ({ reply: event.output }) } },
          { guard: { type: 'isExpired', params: ({ event }) => ({ reply: event.output }) }, target: 'expired', actions: { type: 'storeRequest', params: ({ event }) => ({ reply: event.output }) } },
          { guard: { type: 'isPayable', params: ({ event }) => ({ reply: event.output }) }, target: 'ready', actions: { type: 'storeRequest', params: ({ event }) => ({ reply: event.output }) } },
          { target: 'enteringCode', actions: { type: 'showMessage', params: ({ event }) => ({ message: refusalMessage(event.output.result, 'SINGLE_PAY_NOT_FOUND') }) } },
        ],
        onError: { target: 'enteringCode', actions: { type: 'showMessage', params: { message: messageOf('CONNECTION_FAILED') } } },
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
          { guard: { type: 'isPaid', params: ({ event }) => ({ reply: event.output }) }, target: 'paid', actions: { type: 'storeRequest', params: ({ event }) => ({ reply: event.output }) } },
          { guard: { type: 'isExpired', params: ({ event }) => ({ reply: event.output }) }, target: 'expired', actions: { type: 'storeRequest', params: ({ event }) => ({ reply: event.output }) } },
          { guard: { type: 'isPayable', params: ({ event }) => ({ reply: event.output }) }, target: 'ready', actions: { type: 'storeRequest', params: ({ event }) => ({ reply: event.output }) } },
          { target: 'notFound', actions: { type: 'showMessage', params: ({ event }) => ({ message: refusalMessage(event.output.result, 'SINGLE_PAY_NOT_FOUND') }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showMessage', params: { message: messageOf('CONNECTION_FAILED') } } },
      },
    },
    loadFailed: {
      description: 'The request could not be read (offline); RETRY reads it again.',
      on: { RETRY: { target: 'loading', actions: { type: 'showMessage', params: { message: null } } } },
    },
    ready: {
      description: 'The amount the requester set and until when it can be paid; PAY pays it.',
      on: {
        PAY: { target: 'starting', actions: { type: 'storeStart', params: ({ event }) => ({ start: event.start }) } },
        REFRESH: { target: 'loading' },
      },
    },
    starting: {
      description: 'The server claims the request for this customer and creates the payment at the gateway.',
      tags: ['busy'],
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => context.start!,
        onDone: [
          { guard: { type: 'started', params: ({ event }) => ({ reply: event.output }) }, target: 'redirecting', actions: [{ type: 'storeRequest', params: ({ event }) => ({ reply: event.output }) }, 'openGateway'] },
          { guard: { type: 'refusedPaid', params: ({ event }) => ({ reply: event.output }) }, target: 'loading' },
          {
            guard: { type: 'refusedExpired', params: ({ event }) => ({ reply: event.output }) },
            target: 'expired',
            actions: { type: 'showMessage', params: { message: messageOf('SINGLE_PAY_EXPIRED') } },
          },
          { target: 'ready', actions: { type: 'showMessage', params: ({ event }) => ({ message: refusalMessage(event.output.result, 'PAYMENT_REQUEST_FAILED') }) } },
        ],
        onError: { target: 'startFailed', actions: { type: 'showMessage', params: { message: messageOf('CONNECTION_FAILED') } } },
      },
    },
    startFailed: {
      description: 'No answer (offline): RETRY sends the same request and key, so it is never paid twice.',
      on: { RETRY: { target: 'starting', actions: { type: 'showMessage', params: { message: null } } } },
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
