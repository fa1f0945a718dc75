import { assign, fromPromise, setup } from 'xstate';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import type { ParkingFee } from '../../src/generated/api/parking-fee';
import { messageOf, type Message } from '../../src/protocol/message';
import { paymentEndGuards, paymentMachine } from '../payment/payment.machine';
import { callFailed, callFailedWith, outputGuard, refused, replyGuard } from '../shared/call-answers';
import { missingActor } from '../shared/missing-implementation';
import {
  choiceGuards,
  choiceOf,
  problemMessageOf,
  quoteAnswers,
  quoteInputOf,
  type BookingChoice,
  type ChoiceContext,
  type ChoiceInput,
  type QuoteInput,
} from './booking-quote';
import { isParkingAccepted, needsPaymentPin, type BookingReply, type QuoteReply } from './parking-replies';

/**
 * The checkout of a ticket booking (docs/rules.md#booking-states: fee calculation, order, payment
 * page, booking success; rules: docs/rules.md#booking-rules; docs/parking-api.md). It opens with the
 * choice the date & time screen made (booking-choice.machine.ts, carried in the URL), checks and
 * quotes it with the payment method, then orders and pays.
 *
 * Effects, provided by the app with `.provide()`: actors `quote`, `newIdempotencyKey` (one key per
 * order attempt, reused by RETRY), `placeOrder`, `confirmZero`, and `payment` (the payment machine,
 * invoked as a child with id 'payment' so the view can render it); actions `recordHeldBooking`,
 * `goToBookingSuccess` and `goBackToChoice` (the app's navigation).
 */

export type { BookingChoice, QuoteInput } from './booking-quote';

export interface BookingInput extends ChoiceInput {
  /** A saved card to pay with instead of the gateway's card entry (card methods only). */
  savedCardId?: string | null;
  /**
   * When the checkout opened, seconds since the epoch: the choice it opened with is checked and
   * quoted at once. Without it the machine waits in choosing for QUOTE.
   */
  openedAt?: number;
}

export type BookingOutcome = 'booked' | 'redirected' | 'gaveUp';

export interface BookingContext extends ChoiceContext {
  /** A saved card to pay with instead of the gateway's card entry (card methods only). */
  savedCardId: string | null;
  /** The quote in force (fee incl. the payment method's surcharge); null until quoted. */
  fee: ParkingFee | null;
  termsAccepted: boolean;
  /** The idempotency key of the order being placed; kept for retries, dropped when the order is refused. */
  orderKey: string | null;
  booking: ParkingBooking | null;
  /** Which choice the customer went back to change (for the view's focus). */
  focus: 'offer' | 'time' | 'tickets' | null;
  outcome: BookingOutcome;
}

export type BookingEvent =
  /** Another payment method (its surcharge changes the fee): the choice is quoted again; `now` is the current time in seconds. */
  | { type: 'SELECT_METHOD'; paymentCode: number; now: number }
  /** Check the choice and ask for the fee; `now` is the current time in seconds. */
  | { type: 'QUOTE'; now: number }
  /** Apply one of the customer's vouchers (null: none): the choice is quoted again, with its discount. */
  | { type: 'SELECT_VOUCHER'; voucherId: string | null; now: number }
  /** Pay with a saved card (null: enter a card at the gateway). Changes no price. */
  | { type: 'SELECT_SAVED_CARD'; savedCardId: string | null }
  | { type: 'ACCEPT_TERMS'; accepted: boolean }
  | { type: 'CHANGE_OFFER' }
  | { type: 'CHANGE_TIME' }
  | { type: 'CHANGE_TICKETS' }
  | { type: 'PAY' }
  | { type: 'RETRY' }
  | { type: 'GIVE_UP' };

export interface PlaceOrderInput extends QuoteInput {
  idempotencyKey: string;
  /** The total of the quote the customer agreed to: the server refuses the order if the price has changed since. */
  quotedTotal: number | null;
}

export interface ConfirmZeroInput {
  idempotencyKey: string;
  bookingId: string;
}

export interface BookingOutput {
  outcome: BookingOutcome;
  booking: ParkingBooking | null;
}

/**
 * The key of the zero-amount confirmation of an order: a different call needs a different key,
 * and deriving it keeps it stable across retries. The key generator must leave room for the suffix
 * (keys are at most 64 characters).
 */
export const zeroTxnKeyOf = (orderKey: string): string => `${orderKey}.zero`;

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput | undefined,
    output: {} as BookingOutput,
  },
  actors: {
    quote: fromPromise<QuoteReply, QuoteInput>(missingActor('booking', 'quote')),
    newIdempotencyKey: fromPromise<string>(missingActor('booking', 'newIdempotencyKey')),
    placeOrder: fromPromise<BookingReply, PlaceOrderInput>(missingActor('booking', 'placeOrder')),
    confirmZero: fromPromise<BookingReply, ConfirmZeroInput>(missingActor('booking', 'confirmZero')),
    payment: paymentMachine,
  },
  actions: {
    // Effect: the order holds tickets awaiting payment; the app records its booking (the checkout
    // URL names it, so a reload pays for this booking instead of ordering, and holding, again).
    recordHeldBooking: (_, _params: { bookingId: string }) => {},
    // Effect: the app shows the confirmation of the booking.
    goToBookingSuccess: (_, _params: { bookingId: string | null }) => {},
    // Effect: the customer starts again; the app goes back to the choice.
    goBackToChoice: () => {},
    // A changed choice invalidates the quote.
    choose: assign((_, params: Partial<BookingChoice>) => ({ ...params, fee: null, message: null })),
    storeFee: assign((_, params: { fee: ParkingFee }) => ({ fee: params.fee, message: null })),
    // Ticking the box answers the terms reminder, so it goes.
    setTerms: assign(({ context }, params: { accepted: boolean }) => ({
      termsAccepted: params.accepted,
      message: params.accepted && context.message?.code === 'TERMS_REQUIRED' ? null : context.message,
    })),
    checkAt: assign((_, params: { now: number }) => ({ checkedAt: params.now })),
    // After a cancelled payment the booking is placed: another method keeps its fee (the server adds that method's surcharge when it starts the payment).
    chooseMethod: assign((_, params: { paymentCode: number }) => ({
      paymentCode: params.paymentCode,
      savedCardId: null,
    })),
    // A saved card changes no price: the quote stands.
    chooseSavedCard: assign((_, params: { savedCardId: string | null }) => ({ savedCardId: params.savedCardId })),
    setFocus: assign((_, params: { focus: BookingContext['focus'] }) => ({ focus: params.focus, message: null })),
    storeOrderKey: assign((_, params: { key: string }) => ({ orderKey: params.key })),
    storeBooking: assign((_, params: { booking: ParkingBooking | undefined }) => ({ booking: params.booking ?? null })),
    // A refused order changed nothing on the server; the next order is a new intent.
    dropOrder: assign({ orderKey: null, booking: null, fee: null }),
    settle: assign((_, params: { outcome: BookingOutcome }) => ({ outcome: params.outcome })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    ...choiceGuards,
    ...paymentEndGuards,
    openedWithTime: ({ context }) => context.checkedAt !== null,
    termsAccepted: ({ context }) => context.termsAccepted,
    ordered: (_, params: { reply: BookingReply }) =>
      isParkingAccepted(params.reply) && params.reply.result.booking !== undefined,
    zeroTotal: ({ context }) => context.booking?.total === 0,
    accepted: (_, params: { reply: BookingReply }) => isParkingAccepted(params.reply),
    bookingPlaced: ({ context }) => context.booking !== null,
  },
}).createMachine({
  id: 'booking',
  description:
    'Ticket booking checkout: the choice checked and quoted, review with terms, order, then zero-amount confirmation or payment.',
  context: ({ input }) => ({
    ...choiceOf(input),
    savedCardId: input?.savedCardId ?? null,
    checkedAt: input?.openedAt ?? null,
    fee: null,
    termsAccepted: false,
    orderKey: null,
    booking: null,
    focus: null,
    message: null,
    outcome: 'gaveUp',
  }),
  initial: 'opening',
  output: ({ context }) => ({ outcome: context.outcome, booking: context.booking }),
  states: {
    opening: {
      description:
        'Given the time it opened, the checkout checks and quotes its choice at once; else it waits for QUOTE.',
      always: [{ guard: 'openedWithTime', target: 'checking' }, { target: 'choosing' }],
    },
    choosing: {
      description:
        'The choice has no quote (a rule it breaks, no price, or the checkout opened without a time): QUOTE, another payment method or voucher checks the booking rules, then asks for the fee.',
      on: {
        SELECT_METHOD: {
          target: 'checking',
          actions: [
            { type: 'choose', params: ({ event }) => ({ paymentCode: event.paymentCode }) },
            { type: 'checkAt', params: ({ event }) => ({ now: event.now }) },
          ],
        },
        QUOTE: { target: 'checking', actions: { type: 'checkAt', params: ({ event }) => ({ now: event.now }) } },
        SELECT_VOUCHER: {
          target: 'checking',
          actions: [
            { type: 'choose', params: ({ event }) => ({ voucherId: event.voucherId }) },
            { type: 'checkAt', params: ({ event }) => ({ now: event.now }) },
          ],
        },
        SELECT_SAVED_CARD: { actions: { type: 'chooseSavedCard', params: ({ event }) => event } },
      },
    },
    checking: {
      description: 'The booking rules at the time of the check: a broken one goes back to choosing with its message.',
      always: [
        {
          guard: 'offerMissing',
          target: 'choosing',
          actions: { type: 'showMessage', params: { message: messageOf('OFFER_REQUIRED') } },
        },
        {
          guard: 'breaksRule',
          target: 'choosing',
          actions: { type: 'showMessage', params: ({ context }) => problemMessageOf(context) },
        },
        { target: 'quoting', actions: { type: 'showMessage', params: { message: null } } },
      ],
    },
    quoting: {
      description:
        'Asks the server for the fee (with the surcharge of the chosen payment method) and the tickets left.',
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => quoteInputOf(context),
        ...quoteAnswers({ quoted: 'reviewing', store: 'storeFee', notQuoted: 'choosing' }),
      },
    },
    reviewing: {
      description: 'Shows the fee breakdown; the terms must be accepted before PAY.',
      on: {
        ACCEPT_TERMS: { actions: { type: 'setTerms', params: ({ event }) => event } },
        SELECT_METHOD: {
          target: 'quoting',
          actions: { type: 'choose', params: ({ event }) => ({ paymentCode: event.paymentCode }) },
        },
        SELECT_VOUCHER: {
          target: 'quoting',
          actions: { type: 'choose', params: ({ event }) => ({ voucherId: event.voucherId }) },
        },
        SELECT_SAVED_CARD: { actions: { type: 'chooseSavedCard', params: ({ event }) => event } },
        CHANGE_OFFER: { target: 'choosing', actions: { type: 'setFocus', params: { focus: 'offer' } } },
        CHANGE_TIME: { target: 'choosing', actions: { type: 'setFocus', params: { focus: 'time' } } },
        CHANGE_TICKETS: { target: 'choosing', actions: { type: 'setFocus', params: { focus: 'tickets' } } },
        PAY: [
          {
            guard: 'termsAccepted',
            target: 'preparingOrder',
            actions: { type: 'showMessage', params: { message: null } },
          },
          { actions: { type: 'showMessage', params: { message: messageOf('TERMS_REQUIRED') } } },
        ],
      },
    },
    preparingOrder: {
      description: 'Makes the idempotency key of this order; retries of the order reuse it.',
      invoke: {
        id: 'newIdempotencyKey',
        src: 'newIdempotencyKey',
        onDone: {
          target: 'ordering',
          actions: { type: 'storeOrderKey', params: ({ event }) => ({ key: event.output }) },
        },
        onError: callFailedWith('reviewing', 'OPERATION_FAILED'),
      },
    },
    ordering: {
      description: 'Places the order: the tickets are held for payment.',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          ...quoteInputOf(context),
          idempotencyKey: context.orderKey ?? '',
          quotedTotal: context.fee?.total ?? null,
        }),
        onDone: [
          {
            guard: replyGuard('ordered'),
            target: 'placed',
            actions: { type: 'storeBooking', params: ({ event }) => ({ booking: event.output.result.booking }) },
          },
          refused('choosing', 'OPERATION_FAILED', 'dropOrder'),
        ],
        onError: callFailed('callFailed'),
      },
    },
    placed: {
      description: 'Ordered: a zero total is confirmed without payment, anything else is paid.',
      always: [
        { guard: 'zeroTotal', target: 'confirmingZero' },
        {
          target: 'paying',
          actions: {
            type: 'recordHeldBooking',
            params: ({ context }) => ({ bookingId: context.booking?.bookingId ?? '' }),
          },
        },
      ],
    },
    confirmingZero: {
      description: 'Confirms a zero-amount booking (no payment).',
      invoke: {
        id: 'confirmZero',
        src: 'confirmZero',
        input: ({ context }) => ({
          idempotencyKey: zeroTxnKeyOf(context.orderKey ?? ''),
          bookingId: context.booking?.bookingId ?? '',
        }),
        onDone: [
          {
            guard: replyGuard('accepted'),
            target: 'succeeded',
            actions: { type: 'storeBooking', params: ({ event }) => ({ booking: event.output.result.booking }) },
          },
          refused('choosing', 'OPERATION_FAILED', 'dropOrder'),
        ],
        onError: callFailed('callFailed'),
      },
    },
    callFailed: {
      description: 'The order or the confirmation did not get through; RETRY repeats it with the same idempotency key.',
      on: {
        RETRY: [
          {
            guard: 'bookingPlaced',
            target: 'confirmingZero',
            actions: { type: 'showMessage', params: { message: null } },
          },
          { target: 'ordering', actions: { type: 'showMessage', params: { message: null } } },
        ],
        GIVE_UP: { target: 'gaveUp' },
      },
    },
    paying: {
      description: 'The payment machine runs as the child "payment".',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          purpose: { kind: 'booking' as const, bookingId: context.booking?.bookingId ?? '' },
          amount: context.booking?.total ?? 0,
          paymentCode: context.paymentCode ?? 0,
          needsPin: needsPaymentPin(context.paymentCode),
          ...(context.savedCardId === null ? {} : { savedCardId: context.savedCardId }),
        }),
        onDone: [
          {
            guard: outputGuard('paymentApproved'),
            target: 'succeeded',
          },
          {
            guard: outputGuard('paymentRedirected'),
            target: 'leftForGateway',
          },
          {
            // The only other end: the customer cancelled (at the gateway or in the payment step). Nothing
            // failed, so the booking is kept and another method may pay it.
            target: 'paymentCancelled',
            actions: { type: 'showMessage', params: { message: messageOf('PAYMENT_CANCELLED') } },
          },
        ],
        onError: callFailedWith('paymentFailed', 'PAYMENT_FAILED'),
      },
    },
    paymentFailed: {
      description: 'Not paid; the tickets stay held until the hold lapses. RETRY pays again (a new payment attempt).',
      on: {
        RETRY: { target: 'paying', actions: { type: 'showMessage', params: { message: null } } },
        GIVE_UP: { target: 'gaveUp' },
      },
    },
    paymentCancelled: {
      description:
        'The customer cancelled the payment: the booking stays held at its price; PAY pays it with the method chosen now (another one may be picked, the server prices its surcharge), or the customer starts again.',
      on: {
        SELECT_METHOD: {
          actions: { type: 'chooseMethod', params: ({ event }) => ({ paymentCode: event.paymentCode }) },
        },
        SELECT_SAVED_CARD: { actions: { type: 'chooseSavedCard', params: ({ event }) => event } },
        PAY: { target: 'paying', actions: { type: 'showMessage', params: { message: null } } },
        GIVE_UP: { target: 'gaveUp' },
      },
    },
    succeeded: {
      description: 'Booked (paid, or confirmed at zero amount).',
      type: 'final',
      entry: [
        { type: 'settle', params: { outcome: 'booked' } },
        { type: 'goToBookingSuccess', params: ({ context }) => ({ bookingId: context.booking?.bookingId ?? null }) },
      ],
    },
    leftForGateway: {
      description: "REDIRECT payment: the app left for the gateway's page; a new payment machine confirms on return.",
      type: 'final',
      entry: { type: 'settle', params: { outcome: 'redirected' } },
    },
    gaveUp: {
      description: 'The customer gave up; an unpaid booking is released when its hold lapses.',
      type: 'final',
      entry: [{ type: 'settle', params: { outcome: 'gaveUp' } }, 'goBackToChoice'],
    },
  },
});

export type BookingMachine = typeof bookingMachine;
