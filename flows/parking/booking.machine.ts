import { assign, fromPromise, setup } from 'xstate';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import type { ParkingFee } from '../../src/generated/api/parking-fee';
import { bookingRulesOf, firstBookingProblem, type BookingRules } from '../../src/lib/booking-rules';
import type { OfferConditions } from '../../src/lib/offer-conditions';
import { missingActor } from '../shared/missing-implementation';
import { messageOf, type Message } from '../../src/protocol/message';
import { isParkingAccepted, needsPaymentPin, type BookingReply, type QuoteReply } from './parking-replies';
import { paymentMachine, paymentEndGuards } from '../payment/payment.machine';
import { answeredWith, callFailed, callFailedWith, outputGuard, refused, replyGuard } from '../shared/call-answers';

/**
 * Ticket booking (docs/rules.md#booking-states: fee calculation, order, payment page, booking
 * success; rules: docs/rules.md#booking-rules; docs/parking-api.md). Effects, provided by the app with `.provide()`: actors `quote`,
 * `newIdempotencyKey` (one key per order attempt, reused by RETRY), `placeOrder`, `confirmZero`,
 * and `payment` (the payment machine, invoked as a child with id 'payment' so the view can render it);
 * actions `recordHeldBooking`, `goToBookingSuccess` and `goBackToChoice` (the app's navigation).
 *
 * While choosing (the date & time screen), each change of offer, times or tickets is checked at once
 * against the booking rules and the offer's conditions, then priced after a short pause
 * (ESTIMATE_DELAY_MS): the last price stays in `estimate`, marked `estimatePending`, while the next
 * one loads (docs/rules.md#live-price).
 */

/** How long the choice must rest before it is priced while choosing: typing a time does not ask at every key. */
export const ESTIMATE_DELAY_MS = 400;

export interface BookingChoice {
  offerCode: string | null;
  /** Seconds since the epoch. */
  entry: number;
  exit: number;
  tickets: number;
  paymentCode: number | null;
  /** The customer's voucher applied to the quote and the order (docs/vouchers-and-invitations.md#at-checkout). */
  voucherId: string | null;
  /** A saved card to pay with instead of the gateway's card entry (card methods only). */
  savedCardId: string | null;
}

export interface BookingInput extends Partial<BookingChoice> {
  /** tenant.booking (or the pool's bookingRules); the schema defaults fill the gaps. */
  rules?: Partial<BookingRules>;
  /** The site's time zone, for the calendar rules. */
  timeZone?: string;
  /** Each offer's conditions by offer code (docs/rules.md#offer-conditions); offers without any are absent. */
  offerConditions?: Readonly<Record<string, OfferConditions>>;
  /**
   * When the checkout opened, seconds since the epoch: the choice it opened with is checked and
   * quoted at once. Without it the machine waits in choosing for QUOTE.
   */
  openedAt?: number;
}

export type BookingOutcome = 'booked' | 'redirected' | 'gaveUp';

export interface BookingContext extends BookingChoice {
  rules: BookingRules;
  timeZone: string | undefined;
  offerConditions: Readonly<Record<string, OfferConditions>>;
  /** While choosing: the last price of the choice (kept while the next is asked for); null when there is none or the choice cannot be priced. */
  estimate: ParkingFee | null;
  /** While choosing: the choice changed and its price is on its way (the view marks the estimate as pending). */
  estimatePending: boolean;
  /** The time the choice is checked against (seconds): when the checkout opened, then the time of the last QUOTE or SELECT_METHOD. */
  checkedAt: number | null;
  /** The quote in force (fee incl. the payment method's surcharge); null until quoted. */
  fee: ParkingFee | null;
  termsAccepted: boolean;
  /** The idempotency key of the order being placed; kept for retries, dropped when the order is refused. */
  orderKey: string | null;
  booking: ParkingBooking | null;
  /** Which choice the customer went back to change (for the view's focus). */
  focus: 'offer' | 'time' | 'tickets' | null;
  message: Message | null;
  outcome: BookingOutcome;
}

export type BookingEvent =
  /** A changed choice, checked and priced while choosing; `now` is the current time in seconds. */
  | { type: 'SET_OFFER'; offerCode: string; now: number }
  | { type: 'SET_TIMES'; entry: number; exit: number; now: number }
  | { type: 'SET_TICKETS'; tickets: number; now: number }
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

export interface QuoteInput {
  offerCode: string;
  entry: number;
  exit: number;
  tickets: number;
  paymentCode: number | null;
  voucherId: string | null;
}

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

/** The first booking rule the choice breaks at the time it is checked, or null. */
const problemOf = (context: BookingContext) => {
  const conditions = context.offerCode === null ? undefined : context.offerConditions[context.offerCode];
  return firstBookingProblem(context, context.rules, { now: context.checkedAt ?? 0, timeZone: context.timeZone, ...(conditions ? { conditions } : {}) });
};

/** The message of the first broken rule (the guard has found one). */
const problemMessageOf = (context: BookingContext) => {
  const problem = problemOf(context);
  return { message: problem ? messageOf(problem.code, problem.params) : null };
};

const quoteInputOf = (context: BookingContext): QuoteInput => ({
  offerCode: context.offerCode ?? '',
  entry: context.entry,
  exit: context.exit,
  tickets: context.tickets,
  paymentCode: context.paymentCode,
  voucherId: context.voucherId,
});

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
    // A saved card changes no price: the quote stands.
    chooseSavedCard: assign((_, params: { savedCardId: string | null }) => ({ savedCardId: params.savedCardId })),
    setFocus: assign((_, params: { focus: BookingContext['focus'] }) => ({ focus: params.focus, message: null })),
    storeOrderKey: assign((_, params: { key: string }) => ({ orderKey: params.key })),
    storeBooking: assign((_, params: { booking: ParkingBooking | undefined }) => ({ booking: params.booking ?? null })),
    // A refused order changed nothing on the server; the next order is a new intent.
    dropOrder: assign({ orderKey: null, booking: null, fee: null }),
    settle: assign((_, params: { outcome: BookingOutcome }) => ({ outcome: params.outcome })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
    // While choosing: the price of the changed choice is on its way; the last one stays shown.
    awaitEstimate: assign({ estimatePending: true }),
    storeEstimate: assign((_, params: { fee: ParkingFee }) => ({ estimate: params.fee, estimatePending: false, message: null })),
    // The choice cannot be priced: no price is shown, only why.
    dropEstimate: assign({ estimate: null, estimatePending: false }),
  },
  delays: {
    estimateDelay: ESTIMATE_DELAY_MS,
  },
  guards: {
    openedWithTime: ({ context }) => context.checkedAt !== null,
    offerMissing: ({ context }) => context.offerCode === null,
    breaksRule: ({ context }) => problemOf(context) !== null,
    quoted: (_, params: { reply: QuoteReply }) => isParkingAccepted(params.reply) && params.reply.result.fee !== undefined,
    soldOut: (_, params: { reply: QuoteReply }) => (params.reply.result.balance ?? Infinity) <= 0,
    tooFewLeft: ({ context }, params: { reply: QuoteReply }) => (params.reply.result.balance ?? Infinity) < context.tickets,
    termsAccepted: ({ context }) => context.termsAccepted,
    ordered: (_, params: { reply: BookingReply }) => isParkingAccepted(params.reply) && params.reply.result.booking !== undefined,
    zeroTotal: ({ context }) => context.booking?.total === 0,
    accepted: (_, params: { reply: BookingReply }) => isParkingAccepted(params.reply),
    bookingPlaced: ({ context }) => context.booking !== null,
    ...paymentEndGuards,
  },
}).createMachine({
  id: 'booking',
  description: 'Ticket booking: choose, quote, review with terms, order, then zero-amount confirmation or payment.',
  context: ({ input }) => ({
    offerCode: input?.offerCode ?? null,
    entry: input?.entry ?? 0,
    exit: input?.exit ?? 0,
    tickets: input?.tickets ?? 1,
    paymentCode: input?.paymentCode ?? null,
    voucherId: input?.voucherId ?? null,
    savedCardId: input?.savedCardId ?? null,
    rules: bookingRulesOf(input?.rules),
    timeZone: input?.timeZone,
    offerConditions: input?.offerConditions ?? {},
    estimate: null,
    estimatePending: false,
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
      description: 'Given the time it opened, the checkout checks and quotes its choice at once; else it waits for QUOTE.',
      always: [{ guard: 'openedWithTime', target: 'checking' }, { target: 'choosing' }],
    },
    choosing: {
      description:
        'Offer, entry, exit, tickets and payment method. A changed offer, time or ticket count is checked at once and priced after a pause; QUOTE (or another method) checks the booking rules, then asks for the fee.',
      initial: 'idle',
      // The live price belongs to the choice: the checkout's own quote replaces it.
      exit: 'dropEstimate',
      on: {
        SET_OFFER: {
          target: '.screening',
          actions: [
            { type: 'choose', params: ({ event }) => ({ offerCode: event.offerCode }) },
            { type: 'checkAt', params: ({ event }) => ({ now: event.now }) },
          ],
        },
        SET_TIMES: {
          target: '.screening',
          actions: [
            { type: 'choose', params: ({ event }) => ({ entry: event.entry, exit: event.exit }) },
            { type: 'checkAt', params: ({ event }) => ({ now: event.now }) },
          ],
        },
        SET_TICKETS: {
          target: '.screening',
          actions: [
            { type: 'choose', params: ({ event }) => ({ tickets: event.tickets }) },
            { type: 'checkAt', params: ({ event }) => ({ now: event.now }) },
          ],
        },
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
      states: {
        idle: {
          description: 'The price of the choice (or why it has none) is shown.',
        },
        screening: {
          description: "The changed choice against the booking rules and the offer's conditions, at once: a broken one shows why instead of a price.",
          always: [
            { guard: 'offerMissing', target: 'idle', actions: ['dropEstimate', { type: 'showMessage', params: { message: messageOf('OFFER_REQUIRED') } }] },
            { guard: 'breaksRule', target: 'idle', actions: ['dropEstimate', { type: 'showMessage', params: ({ context }) => problemMessageOf(context) }] },
            { target: 'waiting', actions: 'awaitEstimate' },
          ],
        },
        waiting: {
          description: 'The choice rests a moment before it is priced, so typing does not ask at every key; the last price stays, marked as pending.',
          after: { estimateDelay: { target: 'estimating' } },
        },
        estimating: {
          description: 'Asks the server for the price of the choice and the tickets left; a new change cancels the question.',
          invoke: {
            id: 'estimate',
            src: 'quote',
            input: ({ context }) => quoteInputOf(context),
            onDone: [
              {
                guard: replyGuard('soldOut'),
                target: 'idle',
                actions: ['dropEstimate', { type: 'showMessage', params: { message: messageOf('SOLD_OUT', { available: 0 }) } }],
              },
              {
                guard: replyGuard('tooFewLeft'),
                target: 'idle',
                actions: [
                  'dropEstimate',
                  { type: 'showMessage', params: ({ event }) => ({ message: messageOf('ONLY_FEW_LEFT', { available: event.output.result.balance ?? 0 }) }) },
                ],
              },
              {
                guard: replyGuard('quoted'),
                target: 'idle',
                // The guard has checked the fee is there.
                actions: { type: 'storeEstimate', params: ({ event }) => ({ fee: event.output.result.fee as ParkingFee }) },
              },
              refused('idle', 'OPERATION_FAILED', 'dropEstimate'),
            ],
            onError: callFailed('idle', 'dropEstimate'),
          },
        },
      },
    },
    checking: {
      description: 'The booking rules at the time of the check: a broken one goes back to choosing with its message.',
      always: [
        { guard: 'offerMissing', target: 'choosing', actions: { type: 'showMessage', params: { message: messageOf('OFFER_REQUIRED') } } },
        {
          guard: 'breaksRule',
          target: 'choosing',
          actions: { type: 'showMessage', params: ({ context }) => problemMessageOf(context) },
        },
        { target: 'quoting', actions: { type: 'showMessage', params: { message: null } } },
      ],
    },
    quoting: {
      description: 'Asks the server for the fee (with the surcharge of the chosen payment method) and the tickets left.',
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => quoteInputOf(context),
        onDone: [
          {
            guard: replyGuard('soldOut'),
            target: 'choosing',
            actions: { type: 'showMessage', params: { message: messageOf('SOLD_OUT', { available: 0 }) } },
          },
          {
            guard: replyGuard('tooFewLeft'),
            target: 'choosing',
            actions: {
              type: 'showMessage',
              params: ({ event }) => ({ message: messageOf('ONLY_FEW_LEFT', { available: event.output.result.balance ?? 0 }) }),
            },
          },
          {
            guard: replyGuard('quoted'),
            target: 'reviewing',
            actions: {
              type: 'storeFee',
              // The guard has checked the fee is there.
              params: ({ event }) => ({ fee: event.output.result.fee as ParkingFee }),
            },
          },
          refused('choosing', 'OPERATION_FAILED'),
        ],
        onError: callFailed('choosing'),
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
          { guard: 'termsAccepted', target: 'preparingOrder', actions: { type: 'showMessage', params: { message: null } } },
          { actions: { type: 'showMessage', params: { message: messageOf('TERMS_REQUIRED') } } },
        ],
      },
    },
    preparingOrder: {
      description: 'Makes the idempotency key of this order; retries of the order reuse it.',
      invoke: {
        id: 'newIdempotencyKey',
        src: 'newIdempotencyKey',
        onDone: { target: 'ordering', actions: { type: 'storeOrderKey', params: ({ event }) => ({ key: event.output }) } },
        onError: callFailedWith('reviewing', 'OPERATION_FAILED'),
      },
    },
    ordering: {
      description: 'Places the order: the tickets are held for payment.',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ ...quoteInputOf(context), idempotencyKey: context.orderKey ?? '', quotedTotal: context.fee?.total ?? null }),
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
        { target: 'paying', actions: { type: 'recordHeldBooking', params: ({ context }) => ({ bookingId: context.booking?.bookingId ?? '' }) } },
      ],
    },
    confirmingZero: {
      description: 'Confirms a zero-amount booking (no payment).',
      invoke: {
        id: 'confirmZero',
        src: 'confirmZero',
        input: ({ context }) => ({ idempotencyKey: zeroTxnKeyOf(context.orderKey ?? ''), bookingId: context.booking?.bookingId ?? '' }),
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
          { guard: 'bookingPlaced', target: 'confirmingZero', actions: { type: 'showMessage', params: { message: null } } },
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
          answeredWith('paymentFailed', 'PAYMENT_FAILED'),
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
