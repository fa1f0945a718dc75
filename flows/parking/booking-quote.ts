import type { ParkingFee } from '../../src/generated/api/parking-fee';
import { bookingRulesOf, firstBookingProblem, type BookingRules } from '../../src/lib/booking-rules';
import type { OfferConditions } from '../../src/lib/offer-conditions';
import { messageOf, type Message } from '../../src/protocol/message';
import { callFailed, refused, replyGuard } from '../shared/call-answers';
import { isParkingAccepted, type QuoteReply } from './parking-replies';

/**
 * What the two booking machines share where they meet: the choice (offer, times, tickets), its
 * booking rules, and its quote. booking-choice.machine.ts prices the choice live on the date & time
 * screen; booking.machine.ts, the checkout, quotes it again with the payment method, then orders and
 * pays (docs/rules.md#booking-states, #booking-rules, #live-price).
 */

export interface BookingChoice {
  offerCode: string | null;
  /** Seconds since the epoch. */
  entry: number;
  exit: number;
  tickets: number;
  paymentCode: number | null;
  /** The customer's voucher applied to the quote and the order (docs/vouchers-and-invitations.md#at-checkout). */
  voucherId: string | null;
}

/** What either machine knows of the choice and the rules it is checked against. */
export interface ChoiceContext extends BookingChoice {
  rules: BookingRules;
  timeZone: string | undefined;
  offerConditions: Readonly<Record<string, OfferConditions>>;
  /** The time the choice is checked against (seconds): when it changed, or when it was quoted. */
  checkedAt: number | null;
  message: Message | null;
}

/** What either machine is given: the choice so far and what it is checked against. */
export interface ChoiceInput extends Partial<BookingChoice> {
  /** tenant.booking (or the pool's bookingRules); the schema defaults fill the gaps. */
  rules?: Partial<BookingRules>;
  /** The site's time zone, for the calendar rules. */
  timeZone?: string;
  /** Each offer's conditions by offer code (docs/rules.md#offer-conditions); offers without any are absent. */
  offerConditions?: Readonly<Record<string, OfferConditions>>;
}

/** The choice and its rules from the input, the gaps filled (one ticket, the schema's rules). */
export const choiceOf = (input: ChoiceInput | undefined) => ({
  offerCode: input?.offerCode ?? null,
  entry: input?.entry ?? 0,
  exit: input?.exit ?? 0,
  tickets: input?.tickets ?? 1,
  paymentCode: input?.paymentCode ?? null,
  voucherId: input?.voucherId ?? null,
  rules: bookingRulesOf(input?.rules),
  timeZone: input?.timeZone,
  offerConditions: input?.offerConditions ?? {},
});

export interface QuoteInput {
  offerCode: string;
  entry: number;
  exit: number;
  tickets: number;
  paymentCode: number | null;
  voucherId: string | null;
}

/** The first booking rule the choice breaks at the time it is checked, or null. */
const problemOf = (context: ChoiceContext) => {
  const conditions = context.offerCode === null ? undefined : context.offerConditions[context.offerCode];
  return firstBookingProblem(context, context.rules, {
    now: context.checkedAt ?? 0,
    timeZone: context.timeZone,
    ...(conditions ? { conditions } : {}),
  });
};

/** The message of the first broken rule (the guard `breaksRule` has found one), as `showMessage` params. */
export const problemMessageOf = (context: ChoiceContext) => {
  const problem = problemOf(context);
  return { message: problem ? messageOf(problem.code, problem.params) : null };
};

export const quoteInputOf = (context: ChoiceContext): QuoteInput => ({
  offerCode: context.offerCode ?? '',
  entry: context.entry,
  exit: context.exit,
  tickets: context.tickets,
  paymentCode: context.paymentCode,
  voucherId: context.voucherId,
});

/** The guards of the choice's checks and of its quote (`quoteAnswers`). */
export const choiceGuards = {
  offerMissing: ({ context }: { context: ChoiceContext }) => context.offerCode === null,
  breaksRule: ({ context }: { context: ChoiceContext }) => problemOf(context) !== null,
  quoted: (_: unknown, params: { reply: QuoteReply }) =>
    isParkingAccepted(params.reply) && params.reply.result.fee !== undefined,
  soldOut: (_: unknown, params: { reply: QuoteReply }) => (params.reply.result.balance ?? Infinity) <= 0,
  tooFewLeft: ({ context }: { context: ChoiceContext }, params: { reply: QuoteReply }) =>
    (params.reply.result.balance ?? Infinity) < context.tickets,
};

interface QuoteDone {
  event: { output: QuoteReply };
}

export interface QuoteAnswerOptions<TQuoted extends string, TStore extends string, TNotQuoted extends string> {
  /** Where a price goes, and the action that keeps it (given `{ fee }`). */
  quoted: TQuoted;
  store: TStore;
  /** Where a choice without a price goes: sold out, too few left, refused, or the call failed. */
  notQuoted: TNotQuoted;
}

/**
 * The answers of the quote (actor `quote`): sold out, too few tickets left, the price, a refusal, or
 * a failed call. `before` runs before the message of a choice without a price.
 */
export function quoteAnswers<
  const TQuoted extends string,
  const TStore extends string,
  const TNotQuoted extends string,
  const TBefore extends readonly unknown[],
>(options: QuoteAnswerOptions<TQuoted, TStore, TNotQuoted>, ...before: TBefore) {
  const { quoted, store, notQuoted } = options;
  return {
    onDone: [
      {
        guard: replyGuard('soldOut'),
        target: notQuoted,
        actions: [...before, { type: 'showMessage', params: { message: messageOf('SOLD_OUT', { available: 0 }) } }],
      },
      {
        guard: replyGuard('tooFewLeft'),
        target: notQuoted,
        actions: [
          ...before,
          {
            type: 'showMessage',
            params: ({ event }: QuoteDone) => ({
              message: messageOf('ONLY_FEW_LEFT', { available: event.output.result.balance ?? 0 }),
            }),
          },
        ],
      },
      {
        guard: replyGuard('quoted'),
        target: quoted,
        // The guard has checked the fee is there.
        actions: { type: store, params: ({ event }: QuoteDone) => ({ fee: event.output.result.fee as ParkingFee }) },
      },
      refused(notQuoted, 'OPERATION_FAILED', ...before),
    ],
    onError: callFailed(notQuoted, ...before),
  } as const;
}
