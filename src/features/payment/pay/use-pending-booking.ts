import { paymentChildOf } from '../../../payment/payment-child';
import { useMemo, useState } from 'react';
import { useTenant } from '../../../tenant/use-tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { initialMethod, onlinePaymentMethods, totalWith } from './online-methods';
import { secondsLeft } from '../../../lib/time-left';
import { serverNowMs } from '../../../api/server-clock';
import { useServerNow } from '../../../state/use-now';
import { usePayBookingMachine } from './use-pay-booking-machine';

/**
 * The controller of the pay screen for a booking held for payment: the methods and what each costs,
 * the time left to pay, and the payment once under way, read from the pay-booking machine. Pay
 * works when the machine says it can (a method chosen, the hold not lapsed).
 */
export function usePendingBooking(booking: ParkingBooking, onPaymentEnded: () => void) {
  const { bundle } = useTenant();
  const text = useTenantText();
  const methods = useMemo(() => onlinePaymentMethods(bundle.tenant.payment.methods), [bundle.tenant.payment.methods]);
  const options = useMemo(
    () => methods.map((m) => ({ paymentCode: m.code, amount: totalWith(m, booking.fee).total })),
    [methods, booking.fee],
  );
  const [snapshot, send] = usePayBookingMachine({
    booking,
    options,
    paymentCode: initialMethod(methods, booking.paymentCode)?.code ?? null,
    onEnded: onPaymentEnded,
  });
  const method = methods.find((m) => m.code === snapshot.context.paymentCode) ?? null;
  const choosing = snapshot.matches('choosing') || snapshot.matches('ended');
  const now = useServerNow(choosing && booking.holdExpiresAt !== null);
  const live = paymentChildOf(snapshot);
  // Once the payment ends (paid, or off to the gateway) the page is about to change: its last state stays on screen meanwhile.
  const [last, setLast] = useState(live);
  if (live !== undefined && live !== last) setLast(live);
  const paymentRef = choosing ? undefined : (live ?? last);

  return {
    methods,
    method,
    selectMethod: (code: number) => send({ type: 'SELECT_METHOD', paymentCode: code }),
    charge: method === null ? undefined : totalWith(method, booking.fee),
    secondsLeft: booking.holdExpiresAt === null ? null : secondsLeft(booking.holdExpiresAt, now),
    canPay: snapshot.can({ type: 'PAY', now: Math.floor(now / 1000) }),
    pay: () => send({ type: 'PAY', now: Math.floor(serverNowMs() / 1000) }),
    payment:
      paymentRef && method
        ? { actorRef: paymentRef, amount: totalWith(method, booking.fee).total, methodName: text(method.name) }
        : null,
  };
}
