import { assign, fromPromise, setup } from 'xstate';
import type { ParkingFee } from '../../src/generated/api/parking-fee';
import { messageOf, type Message } from '../../src/protocol/message';
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
import type { QuoteReply } from './parking-replies';

/**
 * The booking's choice with its live price, on the date & time screen (docs/rules.md#live-price):
 * each change of offer, times or tickets is checked at once against the booking rules and the
 * offer's conditions, then priced after a short pause (ESTIMATE_DELAY_MS): the last price stays in
 * `estimate`, marked `estimatePending`, while the next one loads. Continue carries the choice to the
 * checkout in the URL, where booking.machine.ts quotes it again and orders it.
 *
 * Effect, provided by the app with `.provide()`: actor `quote`.
 */

/** How long the choice must rest before it is priced: typing a time does not ask at every key. */
export const ESTIMATE_DELAY_MS = 400;

export type BookingChoiceInput = ChoiceInput;

export interface BookingChoiceContext extends ChoiceContext {
  /** The last price of the choice (kept while the next is asked for); null when there is none or the choice cannot be priced. */
  estimate: ParkingFee | null;
  /** The choice changed and its price is on its way (the view marks the estimate as pending). */
  estimatePending: boolean;
}

export type BookingChoiceEvent =
  /** A changed choice, checked and priced; `now` is the current time in seconds. */
  | { type: 'SET_OFFER'; offerCode: string; now: number }
  | { type: 'SET_TIMES'; entry: number; exit: number; now: number }
  | { type: 'SET_TICKETS'; tickets: number; now: number };

export type { QuoteInput } from './booking-quote';

export const bookingChoiceMachine = setup({
  types: {
    context: {} as BookingChoiceContext,
    events: {} as BookingChoiceEvent,
    input: {} as BookingChoiceInput | undefined,
  },
  actors: {
    quote: fromPromise<QuoteReply, QuoteInput>(missingActor('bookingChoice', 'quote')),
  },
  actions: {
    choose: assign((_, params: Partial<BookingChoice>) => ({ ...params, message: null })),
    // A changed choice is checked at the time it changed.
    checkAt: assign((_, params: { now: number }) => ({ checkedAt: params.now })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
    // The price of the changed choice is on its way; the last one stays shown.
    awaitEstimate: assign({ estimatePending: true }),
    storeEstimate: assign((_, params: { fee: ParkingFee }) => ({
      estimate: params.fee,
      estimatePending: false,
      message: null,
    })),
    // The choice cannot be priced: no price is shown, only why.
    dropEstimate: assign({ estimate: null, estimatePending: false }),
  },
  delays: {
    estimateDelay: ESTIMATE_DELAY_MS,
  },
  guards: choiceGuards,
}).createMachine({
  id: 'bookingChoice',
  description:
    'The choice of a booking with its live price: each change is checked at once against the booking rules and priced once it rests.',
  context: ({ input }) => ({
    ...choiceOf(input),
    checkedAt: null,
    estimate: null,
    estimatePending: false,
    message: null,
  }),
  initial: 'idle',
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
  },
  states: {
    idle: {
      description: 'The price of the choice (or why it has none) is shown.',
    },
    screening: {
      description:
        "The changed choice against the booking rules and the offer's conditions, at once: a broken one shows why instead of a price.",
      always: [
        {
          guard: 'offerMissing',
          target: 'idle',
          actions: ['dropEstimate', { type: 'showMessage', params: { message: messageOf('OFFER_REQUIRED') } }],
        },
        {
          guard: 'breaksRule',
          target: 'idle',
          actions: ['dropEstimate', { type: 'showMessage', params: ({ context }) => problemMessageOf(context) }],
        },
        { target: 'waiting', actions: 'awaitEstimate' },
      ],
    },
    waiting: {
      description:
        'The choice rests a moment before it is priced, so typing does not ask at every key; the last price stays, marked as pending.',
      after: { estimateDelay: { target: 'estimating' } },
    },
    estimating: {
      description:
        'Asks the server for the price of the choice and the tickets left; a new change cancels the question.',
      invoke: {
        id: 'estimate',
        src: 'quote',
        input: ({ context }) => quoteInputOf(context),
        ...quoteAnswers({ quoted: 'idle', store: 'storeEstimate', notQuoted: 'idle' }, 'dropEstimate'),
      },
    },
  },
});

export type BookingChoiceMachine = typeof bookingChoiceMachine;
