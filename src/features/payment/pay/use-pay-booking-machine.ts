import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { payBookingMachine, type PayOption } from '../../../../flows/parking/pay-booking.machine';
import { usePaymentMachine } from '../../../payment/use-payment-machine';
import { useLatestRef } from '../../../state/use-latest-ref';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { bookingSuccessPath } from './pay-paths';

export interface PayBookingMachineOptions {
  booking: ParkingBooking;
  options: readonly PayOption[];
  /** The method chosen first. */
  paymentCode: number | null;
  /** The payment was given up: the screen loads the booking again. */
  onEnded(): void;
}

/**
 * The pay-booking machine (flows/parking/pay-booking.machine.ts) with this shop's payment machine, running
 * for one booking held for payment: paid goes to booking success, given up reloads the booking.
 */
export function usePayBookingMachine({ booking, options, paymentCode, onEnded }: PayBookingMachineOptions) {
  const navigate = useNavigate();
  const links = useLayoutLinks();
  const payment = usePaymentMachine();
  const latest = useLatestRef({ navigate, links, onEnded });
  const [machine] = useState(() =>
    payBookingMachine.provide({
      actors: { payment },
      actions: {
        goToBookingSuccess: (_, params) =>
          void latest.current.navigate(latest.current.links.href(bookingSuccessPath(params.bookingId)), {
            replace: true,
          }),
        reloadBooking: () => latest.current.onEnded(),
      },
    }),
  );
  return useMachine(machine, {
    input: { bookingId: booking.bookingId, options, paymentCode, holdExpiresAt: booking.holdExpiresAt },
  });
}
