/**
 * A booking (or its top-up) paid with stored value (payment codes 205/305, docs/wallet.md#paying):
 * in the call's own transaction the payment is recorded, the customer's card is debited with its
 * history row (refused when the balance is short: nothing is left behind), the booking is confirmed
 * or extended, the payment is approved and its points are earned. Refunds credit the card back.
 */
import { randomUUID } from 'node:crypto';
import { refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { confirmPaidBooking, extendPaidBooking } from '../../db/repositories/booking-payment-repository';
import {
  insertPayment,
  settlePayment,
  type PaymentRecord,
  type PayUiType,
} from '../../db/repositories/payment-repository';
import type { BookingPaymentRequest, StartedBookingPayment } from '../parking';
import { returnUrlOf } from './return-url';
import { WALLET_GATEWAY, type PaymentDeps } from './payment-deps';

export async function payFromWallet(
  deps: PaymentDeps,
  tx: Queryable,
  request: BookingPaymentRequest,
  payUiType: PayUiType,
  refuse: (answer: Refusal) => never,
): Promise<StartedBookingPayment> {
  const { shop, identity, now } = request;
  const txn = randomUUID();
  const returnUrl = returnUrlOf(request.returnLayout ?? 'shop', shop.site.shopCode, txn);
  const payment = {
    txn,
    tenantId: identity.tenantId,
    siteId: shop.site.siteId,
    accountId: identity.accountId,
    amount: request.amount,
  };
  await insertPayment(
    tx,
    {
      ...payment,
      bookingId: request.bookingId,
      purpose: request.purpose,
      paymentCode: request.paymentCode,
      fee: request.fee,
      surcharge: request.surcharge,
      extendFrom: request.extendFrom,
      extendTo: request.extendTo,
      gateway: WALLET_GATEWAY,
      gatewayPaymentId: txn,
      payUiType,
    },
    now,
  );
  const { cardNumber } = await deps.storedValue.debit(tx, { ...payment, reason: request.description, now }, refuse);
  const confirmed =
    request.purpose === 'booking'
      ? await confirmPaidBooking(tx, request.bookingId, request, cardNumber, '', now)
      : request.extendFrom && request.extendTo
        ? await extendPaidBooking(
            tx,
            request.bookingId,
            { from: request.extendFrom, to: request.extendTo, fee: request.fee, surcharge: request.surcharge },
            now,
          )
        : null;
  if (!confirmed) return refuse(refused('TICKET_EXPIRED'));
  await settlePayment(tx, txn, 'approved', cardNumber, now);
  await deps.storedValue.earnPoints(tx, payment, now);
  deps.metrics?.paymentSettled('booking', WALLET_GATEWAY, 'approved');
  deps.log.info({ txn, booking: request.bookingId, amount: request.amount }, 'paid from the wallet');
  // Already approved: the app goes straight to confirming (returnUrl is the pay page).
  return { txn, payUiType, gatewayUrl: returnUrl, returnUrl, status: 'approved' };
}

/** Credits a refund of a wallet payment back to its card; false for a gateway payment (the caller refunds there). */
export async function refundToWallet(
  deps: PaymentDeps,
  tx: Queryable,
  payment: PaymentRecord,
  amount: number,
  now: Date,
): Promise<boolean> {
  if (payment.gateway !== WALLET_GATEWAY) return false;
  await deps.storedValue.credit(tx, payment, amount, now);
  return true;
}
