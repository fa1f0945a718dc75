import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { cancelBookingMachine, type CancelBookingCallInput } from '../../../../flows/parking/cancel-booking.machine';
import type { CancelReply, RefundQuoteReply } from '../../../../flows/parking/parking-replies';
import { cancelBooking } from '../../../api/endpoints/parking';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { BOOKING_PARAM } from '../../../queries/use-booking-from-query';
import { useBookingsChanged } from '../../../queries/use-bookings-changed';
import { useLatestRef } from '../../../state/use-latest-ref';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useTenant } from '../../../tenant/use-tenant';

/**
 * The cancel-booking machine (flows/parking/cancel-booking.machine.ts) with this shop's effects, running
 * for one booking: a cancelled booking goes to the cancel success page, a kept one closes the panel.
 */
export function useCancelBookingMachine(bookingId: string, onClose: () => void) {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const navigate = useNavigate();
  const links = useLayoutLinks();
  const bookingsChanged = useBookingsChanged();
  const latest = useLatestRef({
    navigate,
    successHref: links.href('booking/cancel/success'),
    onClose,
    bookingsChanged,
  });
  const [machine] = useState(() =>
    cancelBookingMachine.provide({
      actors: {
        quoteRefund: fromPromise<RefundQuoteReply, { bookingId: string }>(({ input }) =>
          cancelBooking(shop, { quote: true, bookingId: input.bookingId }),
        ),
        newIdempotencyKey: fromPromise(newIdempotencyKey),
        cancelBooking: fromPromise<CancelReply, CancelBookingCallInput>(({ input }) =>
          cancelBooking(shop, {
            bookingId: input.bookingId,
            idempotencyKey: input.idempotencyKey,
            amount: input.refund,
          }),
        ),
      },
      actions: {
        goToCancelSuccess: (_, params) => {
          latest.current.bookingsChanged();
          void latest.current.navigate(
            `${latest.current.successHref}?${BOOKING_PARAM}=${encodeURIComponent(params.bookingId)}`,
            { replace: true },
          );
        },
        closePanel: () => latest.current.onClose(),
      },
    }),
  );
  return useMachine(machine, { input: { bookingId } });
}
