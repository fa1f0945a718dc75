import { assign, setup } from 'xstate';
import { needsPaymentPin } from './parking-replies';
import { paymentMachine, paymentEndGuards } from '../payment/payment.machine';
import { outputGuard } from '../shared/call-answers';

/**
 * Pay a booking still held for payment (pay?booking=<id>, e.g. after a reload of checkout or 'Pay
 * now' in My tickets): choose a method, then the payment machine runs as the child 'payment'.
 * Effects, provided by the app with `.provide()`: `payment` (the payment machine), actions
 * `goToBookingSuccess` and `reloadBooking` (a payment given up shows the booking as it now is).
 */

/** A payment method the booking can be paid with online, and what paying with it costs (minor units, surcharge included). */
export interface PayOption {
  paymentCode: number;
  amount: number;
}

export interface PayBookingInput {
  bookingId: string;
  options: readonly PayOption[];
  /** The method chosen first; null when none is. */
  paymentCode: number | null;
  /** When the booking's hold lapses, seconds since the epoch; null when it does not. */
  holdExpiresAt: number | null;
}

export interface PayBookingContext {
  bookingId: string;
  options: readonly PayOption[];
  paymentCode: number | null;
  holdExpiresAt: number | null;
}

export type PayBookingEvent =
  | { type: 'SELECT_METHOD'; paymentCode: number }
  /** Pay with the chosen method; `now` is the current time in seconds (the hold must not have lapsed). */
  | { type: 'PAY'; now: number };

/** The chosen method's option, if it is one the booking can be paid with. */
export const chosenOption = (context: PayBookingContext): PayOption | undefined =>
  context.options.find((option) => option.paymentCode === context.paymentCode);

export const payBookingMachine = setup({
  types: {
    context: {} as PayBookingContext,
    events: {} as PayBookingEvent,
    input: {} as PayBookingInput,
  },
  actors: {
    payment: paymentMachine,
  },
  actions: {
    // Effect: the app shows the confirmation of the paid booking.
    goToBookingSuccess: (_, _params: { bookingId: string }) => {},
    // Effect: the app loads the booking again (released, or still held and payable).
    reloadBooking: () => {},
    selectMethod: assign((_, params: { paymentCode: number }) => ({ paymentCode: params.paymentCode })),
  },
  guards: {
    payable: ({ context }, params: { now: number }) =>
      chosenOption(context) !== undefined && (context.holdExpiresAt === null || params.now < context.holdExpiresAt),
    ...paymentEndGuards,
  },
}).createMachine({
  id: 'payBooking',
  description:
    'Pay a booking held for payment: choose the method, pay while the hold lasts, then booking success, the gateway, or the booking again.',
  context: ({ input }) => ({
    bookingId: input.bookingId,
    options: input.options,
    paymentCode: input.paymentCode,
    holdExpiresAt: input.holdExpiresAt,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The payment method (each has its own surcharge); PAY needs one, before the hold lapses.',
      on: {
        SELECT_METHOD: {
          actions: { type: 'selectMethod', params: ({ event }) => ({ paymentCode: event.paymentCode }) },
        },
        PAY: { guard: { type: 'payable', params: ({ event }) => ({ now: event.now }) }, target: 'paying' },
      },
    },
    paying: {
      description: 'The payment machine runs as the child "payment".',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          purpose: { kind: 'booking' as const, bookingId: context.bookingId },
          amount: chosenOption(context)?.amount ?? 0,
          paymentCode: context.paymentCode ?? 0,
          needsPin: needsPaymentPin(context.paymentCode),
        }),
        onDone: [
          { guard: outputGuard('paymentApproved'), target: 'paid' },
          { guard: outputGuard('paymentRedirected'), target: 'leftForGateway' },
          { target: 'ended' },
        ],
        onError: { target: 'ended' },
      },
    },
    paid: {
      description: 'Paid: the booking is confirmed.',
      type: 'final',
      entry: { type: 'goToBookingSuccess', params: ({ context }) => ({ bookingId: context.bookingId }) },
    },
    leftForGateway: {
      description: "REDIRECT payment: the app left for the gateway's page; pay/{txn} confirms on return.",
      type: 'final',
    },
    ended: {
      description: 'The payer gave up (or the payment could not go on): the booking is shown again as it now is.',
      type: 'final',
      entry: 'reloadBooking',
    },
  },
});

export type PayBookingMachine = typeof payBookingMachine;
