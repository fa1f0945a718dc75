import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  bookingMachine,
  type ConfirmZeroInput,
  type PlaceOrderInput,
  type QuoteInput,
} from '../../../../flows/parking/booking.machine';
import { bookingChoiceMachine } from '../../../../flows/parking/booking-choice.machine';
import type { BookingReply, QuoteReply } from '../../../../flows/parking/parking-replies';
import { confirmZeroAmountBooking, placeParkingOrder, quoteParkingFee } from '../../../api/endpoints/parking';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { KEEP_SCROLL_STATE } from '../../../navigation/keep-scroll';
import { usePaymentMachine } from '../../../payment/use-payment-machine';
import { BOOKING_PARAM } from '../../../queries/use-booking-from-query';
import { useBookingsChanged } from '../../../queries/use-bookings-changed';
import { useLatestRef } from '../../../state/use-latest-ref';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useTenant } from '../../../tenant/use-tenant';
import type { ParkingFeeCalcRequest } from '../../../generated/api/parking-fee-calc.request';
import { bookingQueryString, type CompleteBookingQuery } from './booking-query';
import { nowSeconds } from './now-seconds';
import type { TicketPool } from './use-ticket-pool';
import type { OfferConditions } from '../../../lib/offer-conditions';

type WirePaymentCode = NonNullable<ParkingFeeCalcRequest['paymentCode']>;

/** The payment code on the wire: left out when none is chosen (the quote then has no surcharge). */
const paymentCodeOf = (code: number | null) => (code === null ? {} : { paymentCode: code as WirePaymentCode });

const quoteRequestOf = (input: QuoteInput) => ({
  offerCode: input.offerCode,
  entry: input.entry,
  exit: input.exit,
  tickets: input.tickets,
  ...paymentCodeOf(input.paymentCode),
  ...(input.voucherId === null ? {} : { voucherId: input.voucherId }),
});

/** The plate on the wire: left out when none was given. */
const licensePlateOf = (plate: string) => (plate.trim() === '' ? {} : { licensePlate: plate.trim() });

/** Each offer's conditions by code (offers without any are left out). */
export function offerConditionsOf(pool: TicketPool): Record<string, OfferConditions> {
  return Object.fromEntries(
    pool.offers.flatMap((offer) => (offer.conditions ? [[offer.offerCode, offer.conditions]] : [])),
  );
}

export interface BookingMachineOptions {
  /** The choice in the URL. */
  choice: CompleteBookingQuery;
  pool: TicketPool;
  /** The payment method chosen first. */
  paymentCode: number | null;
  /** The vehicle's plate as the order is placed ('' for none): the checkout's own field, read when it is. */
  plate?: { readonly current: string };
}

/** Where the customer changes the choice: the date-range screen, with the choice. */
export function useChangeHref(choice: CompleteBookingQuery): string {
  const links = useLayoutLinks();
  return `${links.first(['daterange', 'daterange/home']) ?? links.home}${bookingQueryString(choice)}`;
}

/**
 * The booking machine (flows/parking/booking.machine.ts) with this shop's effects, running for the choice in
 * the URL: it opens by checking and quoting the choice. Its navigation: a booking held for payment is
 * named in the URL (a reload pays for it, see TicketCheckoutScreen), success goes to its
 * confirmation, giving up goes back to the choice.
 */
export function useBookingMachine({ choice, pool, paymentCode, plate }: BookingMachineOptions) {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const links = useLayoutLinks();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const changeHref = useChangeHref(choice);
  const payment = usePaymentMachine();
  const bookingsChanged = useBookingsChanged();
  const latest = useLatestRef({
    navigate,
    setParams,
    successHref: links.first(['booking/success']),
    changeHref,
    bookingsChanged,
  });
  const [machine] = useState(() =>
    bookingMachine.provide({
      actors: {
        quote: fromPromise<QuoteReply, QuoteInput>(({ input }) => quoteParkingFee(shop, quoteRequestOf(input))),
        newIdempotencyKey: fromPromise(newIdempotencyKey),
        placeOrder: fromPromise<BookingReply, PlaceOrderInput>(({ input }) =>
          placeParkingOrder(shop, {
            idempotencyKey: input.idempotencyKey,
            ...quoteRequestOf(input),
            ...(input.quotedTotal === null ? {} : { quotedTotal: input.quotedTotal }),
            ...licensePlateOf(plate?.current ?? ''),
          }),
        ),
        confirmZero: fromPromise<BookingReply, ConfirmZeroInput>(({ input }) => confirmZeroAmountBooking(shop, input)),
        payment,
      },
      actions: {
        recordHeldBooking: (_, { bookingId }) =>
          latest.current.setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set(BOOKING_PARAM, bookingId);
              return next;
            },
            { replace: true, state: KEEP_SCROLL_STATE },
          ),
        goToBookingSuccess: (_, { bookingId }) => {
          const { successHref } = latest.current;
          if (bookingId === null || successHref === null) return;
          latest.current.bookingsChanged();
          void latest.current.navigate(`${successHref}?${BOOKING_PARAM}=${encodeURIComponent(bookingId)}`, {
            replace: true,
          });
        },
        goBackToChoice: () => void latest.current.navigate(latest.current.changeHref, { replace: true }),
      },
    }),
  );
  return useMachine(machine, {
    input: {
      offerCode: choice.offer,
      entry: choice.entry,
      exit: choice.exit,
      tickets: choice.tickets,
      paymentCode,
      rules: pool.rules,
      timeZone: pool.timeZone,
      offerConditions: offerConditionsOf(pool),
      openedAt: nowSeconds(),
    },
  });
}

/**
 * The booking's choice machine (flows/parking/booking-choice.machine.ts) on the date & time screen,
 * with this shop's quote. Each change is sent as SET_OFFER / SET_TIMES / SET_TICKETS; the machine
 * checks it at once and prices it once it rests (docs/rules.md#live-price).
 */
export function useChoiceMachine(pool: TicketPool, choice: CompleteBookingQuery) {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const [machine] = useState(() =>
    bookingChoiceMachine.provide({
      actors: {
        quote: fromPromise<QuoteReply, QuoteInput>(({ input }) => quoteParkingFee(shop, quoteRequestOf(input))),
      },
    }),
  );
  return useMachine(machine, {
    input: {
      offerCode: choice.offer,
      entry: choice.entry,
      exit: choice.exit,
      tickets: choice.tickets,
      rules: pool.rules,
      timeZone: pool.timeZone,
      offerConditions: offerConditionsOf(pool),
    },
  });
}
