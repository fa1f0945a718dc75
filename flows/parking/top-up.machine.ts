import { assign, fromPromise, setup } from 'xstate';
import type { BookingRules as TenantBookingRules } from '../../src/generated/tenant';
import { missingActor } from '../shared/missing-implementation';
import { messageOf, type Message } from '../../src/protocol/message';
import { isParkingAccepted, needsPaymentPin, type TopUpFee, type TopUpQuoteReply } from './parking-replies';
import { paymentMachine, paymentEndGuards } from '../payment/payment.machine';
import { answeredWith, callFailed, callFailedWith, outputGuard, refused, replyGuard } from '../shared/call-answers';

/**
 * Top up a booking: move its exit later (docs/rules.md#top-up-rules; tenant.booking.topUp).
 * The machine holds the customer's draft (the new exit as typed, the payment method) until it is
 * quoted. Effects, provided by the app with `.provide()`: actor `quoteTopUp`, `payment` (the
 * payment machine, invoked as the child 'payment'), and action `goToTopUpSuccess` (navigation).
 */

/** tenant.booking.topUp. */
export type TopUpRules = NonNullable<TenantBookingRules['topUp']>;

/**
 * A new exit as the customer gives it: the date and time fields at the site ('YYYY-MM-DD', 'HH:mm')
 * and the instant they name (seconds), null while they name none.
 */
export interface ExitChoice {
  exit: number | null;
  date: string;
  time: string;
}

export interface TopUpInput {
  bookingId: string;
  /** The booking's current exit, seconds since the epoch. */
  exit: number;
  paymentCode: number;
  rules: TopUpRules;
  /** The new exit offered first; none by default. */
  choice?: ExitChoice;
  /** The latest exit the pass's conditions allow (ParkingBooking.latestExit); null or absent: no bound. */
  latestExit?: number | null;
}

/**
 * Why a new exit cannot be asked for, or null: it must be later by at least the minimum interval,
 * and no later than the pass's conditions allow (the server refuses it too: docs/rules.md#top-up-rules).
 */
export function topUpProblem(
  exit: number,
  newExit: number | null,
  rules: TopUpRules,
  latestExit: number | null = null,
): Message | null {
  if (newExit === null || !(newExit > exit)) return messageOf('TOPUP_EXIT_NOT_LATER');
  if (newExit - exit < rules.minimumIntervalMinutes * 60)
    return messageOf('TOPUP_INTERVAL_TOO_SHORT', { minutes: rules.minimumIntervalMinutes });
  if (latestExit !== null && newExit > latestExit) return messageOf('OFFER_EXIT_TOO_LATE');
  return null;
}

/** Rate periods the extension starts (part periods count whole), for the view before the quote. */
export function topUpPeriods(exit: number, newExit: number, rules: TopUpRules): number {
  const seconds = newExit - exit;
  const period = rules.ratePeriodMinutes * 60;
  return seconds > 0 ? Math.ceil(seconds / period) : 0;
}

const periodsOf = (exit: number, newExit: number | null, rules: TopUpRules): number =>
  newExit === null ? 0 : topUpPeriods(exit, newExit, rules);

export interface TopUpContext {
  bookingId: string;
  exit: number;
  newExit: number | null;
  /** The new exit's fields as the customer left them (they may name no instant yet). */
  exitFields: { date: string; time: string };
  /** topUpPeriods of the chosen exit. */
  periods: number;
  paymentCode: number;
  rules: TopUpRules;
  /** The latest exit the pass's conditions allow; null: no bound. */
  latestExit: number | null;
  fee: TopUpFee | null;
  message: Message | null;
  paid: boolean;
}

export type TopUpEvent =
  | ({ type: 'SET_EXIT' } & ExitChoice)
  /** Another payment method (its surcharge is in the quote). */
  | { type: 'SELECT_METHOD'; paymentCode: number }
  | { type: 'QUOTE' }
  | { type: 'CHANGE_EXIT' }
  | { type: 'PAY' }
  | { type: 'RETRY' };

export interface QuoteTopUpInput {
  bookingId: string;
  newExit: number;
  paymentCode: number;
}

export interface TopUpOutput {
  paid: boolean;
  newExit: number | null;
}

export const topUpMachine = setup({
  types: {
    context: {} as TopUpContext,
    events: {} as TopUpEvent,
    input: {} as TopUpInput,
    output: {} as TopUpOutput,
  },
  actors: {
    quoteTopUp: fromPromise<TopUpQuoteReply, QuoteTopUpInput>(missingActor('topUp', 'quoteTopUp')),
    payment: paymentMachine,
  },
  actions: {
    // Effect: the app shows the booking with its new exit.
    goToTopUpSuccess: (_, _params: { bookingId: string }) => {},
    setExit: assign(({ context }, params: ExitChoice) => ({
      newExit: params.exit,
      exitFields: { date: params.date, time: params.time },
      periods: periodsOf(context.exit, params.exit, context.rules),
      fee: null,
      message: null,
    })),
    setMethod: assign((_, params: { paymentCode: number }) => ({
      paymentCode: params.paymentCode,
      fee: null,
      message: null,
    })),
    storeFee: assign((_, params: { fee: TopUpFee }) => ({ fee: params.fee, message: null })),
    markPaid: assign({ paid: true }),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    exitInvalid: ({ context }) =>
      topUpProblem(context.exit, context.newExit, context.rules, context.latestExit) !== null,
    quoted: (_, params: { reply: TopUpQuoteReply }) =>
      isParkingAccepted(params.reply) && params.reply.result.quote !== undefined,
    ...paymentEndGuards,
  },
}).createMachine({
  id: 'topUp',
  description: 'Top up a booking: a later exit (minimum interval, charged per rate period), quote, review, pay.',
  context: ({ input }) => ({
    bookingId: input.bookingId,
    exit: input.exit,
    newExit: input.choice?.exit ?? null,
    exitFields: { date: input.choice?.date ?? '', time: input.choice?.time ?? '' },
    periods: periodsOf(input.exit, input.choice?.exit ?? null, input.rules),
    paymentCode: input.paymentCode,
    rules: input.rules,
    latestExit: input.latestExit ?? null,
    fee: null,
    message: null,
    paid: false,
  }),
  initial: 'choosing',
  output: ({ context }) => ({ paid: context.paid, newExit: context.newExit }),
  states: {
    choosing: {
      description:
        'The new exit and the payment method; QUOTE checks the exit is later by at least the minimum interval.',
      on: {
        SET_EXIT: {
          actions: {
            type: 'setExit',
            params: ({ event }) => ({ exit: event.exit, date: event.date, time: event.time }),
          },
        },
        SELECT_METHOD: { actions: { type: 'setMethod', params: ({ event }) => ({ paymentCode: event.paymentCode }) } },
        QUOTE: [
          {
            guard: 'exitInvalid',
            actions: {
              type: 'showMessage',
              params: ({ context }) => ({
                message: topUpProblem(context.exit, context.newExit, context.rules, context.latestExit),
              }),
            },
          },
          { target: 'quoting', actions: { type: 'showMessage', params: { message: null } } },
        ],
      },
    },
    quoting: {
      description: 'Asks the server what the extension costs (surcharge included).',
      invoke: {
        id: 'quoteTopUp',
        src: 'quoteTopUp',
        input: ({ context }) => ({
          bookingId: context.bookingId,
          newExit: context.newExit ?? context.exit,
          paymentCode: context.paymentCode,
        }),
        onDone: [
          {
            guard: replyGuard('quoted'),
            target: 'reviewing',
            // The guard has checked the fee is there.
            actions: { type: 'storeFee', params: ({ event }) => ({ fee: event.output.result.quote as TopUpFee }) },
          },
          refused('choosing', 'OPERATION_FAILED'),
        ],
        onError: callFailed('choosing'),
      },
    },
    reviewing: {
      description: 'Shows the charge of the extension.',
      on: {
        PAY: { target: 'paying' },
        CHANGE_EXIT: { target: 'choosing' },
      },
    },
    paying: {
      description: 'The payment machine runs as the child "payment".',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          purpose: { kind: 'topUp' as const, bookingId: context.bookingId, newExit: context.newExit ?? context.exit },
          amount: context.fee?.total ?? 0,
          paymentCode: context.paymentCode,
          needsPin: needsPaymentPin(context.paymentCode),
        }),
        onDone: [
          {
            guard: outputGuard('paymentApproved'),
            target: 'succeeded',
            actions: 'markPaid',
          },
          {
            guard: outputGuard('paymentRedirected'),
            target: 'leftForGateway',
          },
          answeredWith('failed', 'PAYMENT_FAILED'),
        ],
        onError: callFailedWith('failed', 'PAYMENT_FAILED'),
      },
    },
    failed: {
      description: 'Not paid; the booking keeps its exit. RETRY pays again, CHANGE_EXIT picks another exit.',
      on: {
        RETRY: { target: 'paying', actions: { type: 'showMessage', params: { message: null } } },
        CHANGE_EXIT: { target: 'choosing', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    succeeded: {
      description: 'Topped up: the booking has its new exit.',
      type: 'final',
      entry: { type: 'goToTopUpSuccess', params: ({ context }) => ({ bookingId: context.bookingId }) },
    },
    leftForGateway: {
      description: "REDIRECT payment: the app left for the gateway's page; a new payment machine confirms on return.",
      type: 'final',
    },
  },
});

export type TopUpMachine = typeof topUpMachine;
