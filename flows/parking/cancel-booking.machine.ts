import { assign, fromPromise, setup } from 'xstate';
import { missingActor } from '../shared/missing-implementation';
import { type Message } from '../../src/protocol/message';
import { isParkingAccepted, type CancelReply, type RefundQuoteReply } from './parking-replies';
import type { ParkingRefundQuote } from '../../src/generated/api/parking-refund-quote';
import { callFailedWith, refused, replyGuard } from '../shared/call-answers';

/**
 * Cancel a booking (docs/rules.md#cancel-states: cancel-booking success, or 'Failed to cancel the
 * Pre-pay, please try later'). The exact refund is quoted and shown before the customer confirms.
 * Effects, provided by the app with `.provide()`: actors `quoteRefund`, `newIdempotencyKey`
 * (one key per cancellation, reused by RETRY) and `cancelBooking`; actions `goToCancelSuccess` and
 * `closePanel` (the app's navigation).
 */

export interface CancelBookingInput {
  bookingId: string;
}

export interface CancelBookingContext {
  bookingId: string;
  /** The refund quoted by the server, minor units; null until quoted. */
  refund: number | null;
  /** The server's quote behind it (what was paid, the rule, the fee), for the customer to see. */
  quote: ParkingRefundQuote | null;
  idempotencyKey: string | null;
  message: Message | null;
  cancelled: boolean;
}

export type CancelBookingEvent = { type: 'CONFIRM' } | { type: 'BACK' } | { type: 'RETRY' };

export interface CancelBookingCallInput {
  bookingId: string;
  idempotencyKey: string;
  /** The refund the customer agreed to (the server refunds its own figure). */
  refund: number;
}

export interface CancelBookingOutput {
  cancelled: boolean;
  refund: number | null;
}

export const cancelBookingMachine = setup({
  types: {
    context: {} as CancelBookingContext,
    events: {} as CancelBookingEvent,
    input: {} as CancelBookingInput,
    output: {} as CancelBookingOutput,
  },
  actors: {
    quoteRefund: fromPromise<RefundQuoteReply, { bookingId: string }>(missingActor('cancelBooking', 'quoteRefund')),
    newIdempotencyKey: fromPromise<string>(missingActor('cancelBooking', 'newIdempotencyKey')),
    cancelBooking: fromPromise<CancelReply, CancelBookingCallInput>(missingActor('cancelBooking', 'cancelBooking')),
  },
  actions: {
    // Effect: the app shows the cancelled booking and its refund.
    goToCancelSuccess: (_, _params: { bookingId: string }) => {},
    // Effect: the booking is kept; the app closes the panel.
    closePanel: () => {},
    storeRefund: assign((_, params: { quote: ParkingRefundQuote }) => ({
      refund: params.quote.amount,
      quote: params.quote,
      message: null,
    })),
    markCancelled: assign({ cancelled: true }),
    storeKey: assign((_, params: { key: string }) => ({ idempotencyKey: params.key })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    refundQuoted: (_, params: { reply: RefundQuoteReply }) =>
      isParkingAccepted(params.reply) &&
      Number.isSafeInteger(params.reply.result.quote?.amount) &&
      (params.reply.result.quote?.amount ?? -1) >= 0,
    accepted: (_, params: { reply: CancelReply }) => isParkingAccepted(params.reply),
    hasKey: ({ context }) => context.idempotencyKey !== null,
  },
}).createMachine({
  id: 'cancelBooking',
  description: 'Cancel a booking: quote the exact refund, show it, cancel only once the customer confirms.',
  context: ({ input }) => ({
    bookingId: input.bookingId,
    refund: null,
    quote: null,
    idempotencyKey: null,
    message: null,
    cancelled: false,
  }),
  initial: 'quotingRefund',
  output: ({ context }) => ({ cancelled: context.cancelled, refund: context.refund }),
  states: {
    quotingRefund: {
      description: 'Asks the server for the exact refund; BACK leaves without waiting for it.',
      on: { BACK: { target: 'kept' } },
      invoke: {
        id: 'quoteRefund',
        src: 'quoteRefund',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: [
          {
            guard: replyGuard('refundQuoted'),
            target: 'confirming',
            // The guard has checked the quote is there.
            actions: {
              type: 'storeRefund',
              params: ({ event }) => ({ quote: event.output.result.quote as ParkingRefundQuote }),
            },
          },
          refused('failed', 'PREPAY_CANCEL_FAILED'),
        ],
        onError: callFailedWith('failed', 'PREPAY_CANCEL_FAILED'),
      },
    },
    confirming: {
      description: 'Shows the refund; nothing is cancelled until CONFIRM.',
      on: {
        CONFIRM: [{ guard: 'hasKey', target: 'cancelling' }, { target: 'preparing' }],
        BACK: { target: 'kept' },
      },
    },
    preparing: {
      description: 'Makes the idempotency key of this cancellation.',
      invoke: {
        id: 'newIdempotencyKey',
        src: 'newIdempotencyKey',
        onDone: { target: 'cancelling', actions: { type: 'storeKey', params: ({ event }) => ({ key: event.output }) } },
        onError: callFailedWith('failed', 'PREPAY_CANCEL_FAILED'),
      },
    },
    cancelling: {
      description: 'Cancels the booking; the tickets go back to the pool and the refund is made.',
      invoke: {
        id: 'cancelBooking',
        src: 'cancelBooking',
        input: ({ context }) => ({
          bookingId: context.bookingId,
          idempotencyKey: context.idempotencyKey ?? '',
          refund: context.refund ?? 0,
        }),
        onDone: [
          {
            guard: replyGuard('accepted'),
            target: 'succeeded',
            actions: ['markCancelled', { type: 'showMessage', params: { message: null } }],
          },
          refused('failed', 'PREPAY_CANCEL_FAILED'),
        ],
        onError: callFailedWith('failed', 'PREPAY_CANCEL_FAILED'),
      },
    },
    failed: {
      description:
        "'Failed to cancel the Pre-pay, please try later' (or the server's reason); RETRY quotes again and keeps the key.",
      on: {
        // Always quoted again: the refund may have changed meanwhile (REFUND_CHANGED), and is shown before CONFIRM.
        RETRY: { target: 'quotingRefund', actions: { type: 'showMessage', params: { message: null } } },
        BACK: { target: 'kept' },
      },
    },
    succeeded: {
      description: 'Cancelled; the refund is on its way.',
      type: 'final',
      entry: { type: 'goToCancelSuccess', params: ({ context }) => ({ bookingId: context.bookingId }) },
    },
    kept: { description: 'The customer kept the booking.', type: 'final', entry: 'closePanel' },
  },
});

export type CancelBookingMachine = typeof cancelBookingMachine;
