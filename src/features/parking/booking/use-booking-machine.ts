import { useState } from 'react';
import { fromPromise } from 'xstate';
import { bookingMachine, type BookingMachine, type ConfirmZeroInput, type PlaceOrderInput, type QuoteInput } from '../../../../flows/booking.machine';
import type { BookingReply, QuoteReply } from '../../../../flows/parking-replies';
import { confirmZeroAmountBooking, placeParkingOrder, quoteParkingFee } from '../../../api/endpoints/parking';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { usePaymentMachine } from '../../../payment/use-payment-machine';
import { useTenant } from '../../../tenant/use-tenant';
import type { ParkingFeeCalcRequest } from '../../../generated/api/parking-fee-calc.request';

type WirePaymentCode = NonNullable<ParkingFeeCalcRequest['paymentCode']>;

/** The payment code on the wire: left out when none is chosen (the quote then has no surcharge). */
const paymentCodeOf = (code: number | null) => (code === null ? {} : { paymentCode: code as WirePaymentCode });

const quoteRequestOf = (input: QuoteInput) => ({
  offerCode: input.offerCode,
  entry: input.entry,
  exit: input.exit,
  tickets: input.tickets,
  ...paymentCodeOf(input.paymentCode),
});

/** The booking machine (flows/booking.machine.ts) with this shop's effects; created once per component. */
export function useBookingMachine(): BookingMachine {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const payment = usePaymentMachine();
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
          }),
        ),
        confirmZero: fromPromise<BookingReply, ConfirmZeroInput>(({ input }) => confirmZeroAmountBooking(shop, input)),
        payment,
      },
    }),
  );
  return machine;
}
