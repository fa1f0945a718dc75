import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type { TopUpQuoteReply } from '../../../../flows/parking/parking-replies';
import {
  topUpMachine,
  type ExitChoice,
  type QuoteTopUpInput,
  type TopUpRules,
} from '../../../../flows/parking/top-up.machine';
import { topUpBooking } from '../../../api/endpoints/parking';
import { usePaymentMachine } from '../../../payment/use-payment-machine';
import { BOOKING_PARAM } from '../../../queries/use-booking-from-query';
import { useBookingsChanged } from '../../../queries/use-bookings-changed';
import { useLatestRef } from '../../../state/use-latest-ref';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useTenant } from '../../../tenant/use-tenant';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import type { ParkingTopupRequest } from '../../../generated/api/parking-topup.request';

type PaymentCode = ParkingTopupRequest['paymentCode'];

export interface TopUpMachineOptions {
  booking: ParkingBooking;
  rules: TopUpRules;
  /** The payment method chosen first. */
  paymentCode: number;
  /** The new exit offered first. */
  choice: ExitChoice;
}

/**
 * The top-up machine (flows/parking/top-up.machine.ts) with this shop's effects, running for one booking:
 * the quote is parking/bookingTopup with quote: true, and a paid top-up goes to its success page.
 */
export function useTopUpMachine({ booking, rules, paymentCode, choice }: TopUpMachineOptions) {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const navigate = useNavigate();
  const links = useLayoutLinks();
  const payment = usePaymentMachine();
  const bookingsChanged = useBookingsChanged();
  const latest = useLatestRef({ navigate, successHref: links.href('booking/topup/success'), bookingsChanged });
  const [machine] = useState(() =>
    topUpMachine.provide({
      actors: {
        quoteTopUp: fromPromise<TopUpQuoteReply, QuoteTopUpInput>(({ input }) =>
          topUpBooking(shop, {
            quote: true,
            bookingId: input.bookingId,
            exit: input.newExit,
            paymentCode: input.paymentCode as PaymentCode,
          }),
        ),
        payment,
      },
      actions: {
        goToTopUpSuccess: (_, { bookingId }) => {
          latest.current.bookingsChanged();
          void latest.current.navigate(
            `${latest.current.successHref}?${BOOKING_PARAM}=${encodeURIComponent(bookingId)}`,
            { replace: true },
          );
        },
      },
    }),
  );
  return useMachine(machine, {
    input: {
      bookingId: booking.bookingId,
      exit: booking.exit,
      paymentCode,
      rules,
      choice,
      latestExit: booking.latestExit,
    },
  });
}
