import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { ConfirmPaymentReply, SendOrderReply, StartPaymentReply } from '../../flows/parking/parking-replies';
import {
  paymentMachine,
  type ConfirmPaymentInput,
  type PaymentMachine,
  type SendOrderInput,
  type StartPaymentInput,
} from '../../flows/payment/payment.machine';
import { storedValueVerificationMachine } from '../../flows/payment/stored-value-verification.machine';
import { topUpBooking } from '../api/endpoints/parking';
import { fetchPaymentStatus, startBookingPayment } from '../api/endpoints/payment';
import { startWalletTopUp } from '../api/endpoints/wallet';
import type { ApiClient } from '../api/client';
import type { ParkingTopupRequest } from '../generated/api/parking-topup.request';
import type { PromotionTopupRequest } from '../generated/api/promotion-topup.request';
import { useTenant } from '../tenant/use-tenant';
import { startShopOrderPayment } from './shop-order-payment';
import { newIdempotencyKey } from '../lib/new-idempotency-key';
import { useLatestRef } from '../state/use-latest-ref';
import { startSinglePayment, startTableBillPayment } from './shop-pay-calls';
import { refusalOf, returnLayoutOf } from './payment-replies';

type PaymentCode = ParkingTopupRequest['paymentCode'];
type WalletTopUpCode = PromotionTopupRequest['paymentCode'];

/** Bookings whose payment has been recorded by the server. */
const PAID_STATUSES = new Set(['booked', 'topped_up']);

/**
 * The order-send step (docs/rules.md#payment-states): reads the paid booking back from the server, so the receipt
 * shows what the server recorded. Accepted only once the booking is booked or topped up.
 */
async function readPaidBooking(shop: ApiClient, input: SendOrderInput): Promise<SendOrderReply> {
  const reply = await fetchPaymentStatus(shop, { txn: input.txn });
  const { booking } = reply.result;
  if (
    reply.success &&
    reply.result.rtn > 0 &&
    reply.result.status === 'approved' &&
    booking &&
    PAID_STATUSES.has(booking.status)
  ) {
    return { success: true, result: { rtn: 1, booking } };
  }
  // A refusal's problem goes on, so the order-send step shows the server's message, not only its own fallback.
  return { success: reply.success, result: refusalOf({ ...reply.result, rtn: 0 }) };
}

/** Starts a payment attempt: svc/pay for a booking, parking/bookingTopup (paying) for a top-up, promotion/topup for a wallet card, shop/orderPay for a shop order, shop/tablePay and shop/singlePayStart for a bill's share and a single pay. */
export function startPayment(shop: ApiClient, layout: string, input: StartPaymentInput): Promise<StartPaymentReply> {
  const common = {
    idempotencyKey: input.idempotencyKey,
    paymentCode: input.paymentCode as PaymentCode,
    returnLayout: returnLayoutOf(layout),
    ...(input.pin === '' ? {} : { pin: input.pin }),
  };
  const { purpose } = input;
  if (purpose.kind === 'tableBill') return startTableBillPayment(shop, purpose, input);
  if (purpose.kind === 'singlePay') return startSinglePayment(shop, purpose, input);
  if (purpose.kind === 'topUp')
    return topUpBooking(shop, { ...common, bookingId: purpose.bookingId, exit: purpose.newExit });
  if (purpose.kind === 'shopOrder') return startShopOrderPayment(shop, layout, input);
  if (purpose.kind === 'walletTopUp')
    return startWalletTopUp(shop, {
      ...common,
      cardId: purpose.cardId,
      amount: purpose.amount,
      paymentCode: common.paymentCode as WalletTopUpCode,
    });
  return startBookingPayment(shop, {
    ...common,
    bookingId: purpose.bookingId,
    ...(input.savedCardId === null ? {} : { savedCardId: input.savedCardId }),
  });
}

/** What a payment run on its own does when it ends paid (as a child, its parent reads the output instead). */
export interface PaymentEndings {
  /** E.g. go on to the booking's confirmation. */
  onApproved?(): void;
}

/**
 * The payment machine (flows/payment/payment.machine.ts) with this shop's effects: the booking, top-up and
 * pay-booking machines are given it as their `payment` child, and pay/{txn} runs it on its own
 * with `endings`. Created once per component.
 */
export function usePaymentMachine(endings: PaymentEndings = {}): PaymentMachine {
  const { bundle, layout } = useTenant();
  const shop = bundle.api.shop;
  const latest = useLatestRef(endings);
  const [machine] = useState(() =>
    paymentMachine.provide({
      actors: {
        newIdempotencyKey: fromPromise(newIdempotencyKey),
        startPayment: fromPromise<StartPaymentReply, StartPaymentInput>(({ input }) =>
          startPayment(shop, layout, input),
        ),
        confirmPayment: fromPromise<ConfirmPaymentReply, ConfirmPaymentInput>(({ input }) =>
          fetchPaymentStatus(shop, { txn: input.txn }),
        ),
        sendOrder: fromPromise<SendOrderReply, SendOrderInput>(({ input }) => readPaidBooking(shop, input)),
        // A stored-value card is verified by its PIN and paid by the same start call (docs/wallet.md#paying).
        storedValueVerification: storedValueVerificationMachine.provide({
          actors: {
            newIdempotencyKey: fromPromise(newIdempotencyKey),
            payWithPin: fromPromise<StartPaymentReply, StartPaymentInput>(({ input }) =>
              startPayment(shop, layout, input),
            ),
          },
        }),
      },
      actions: {
        redirectToGateway: (_, params) => window.location.assign(params.gatewayUrl),
        reportApproved: () => latest.current.onApproved?.(),
      },
    }),
  );
  return machine;
}
