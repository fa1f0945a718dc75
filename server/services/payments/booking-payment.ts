/**
 * A booking's payment at the gateway, started and refunded: what svc/pay uses, and what parking's
 * top-up and cancellation use through their port (parking/booking-payments.ts).
 */
import { randomUUID } from 'node:crypto';
import { refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import {
  addPaymentRefund,
  insertPayment,
  type PaymentRecord,
  type PayUiType,
} from '../../db/repositories/payment-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { BookingPaymentRequest, StartedBookingPayment } from '../parking';
import { isStoredValue } from '../shared/payment-methods';
import type { PaymentDeps } from './payment-deps';
import type { NewGatewayPayment } from './payment-gateway';
import { providerContext } from './provider-context';
import { returnUrlOf } from './return-url';
import { payFromWallet, refundToWallet } from './stored-value-payment';

function payUiTypeOf(shop: ShopMatch): PayUiType {
  return shop.site.payUiType ?? shop.tenant.payment.payUiType ?? 'DIALOG';
}

/** The gateway's payment, or the refusal 'Failed to request payment, please try later' when it fails. */
async function createAtGateway(
  deps: PaymentDeps,
  tx: Queryable,
  payment: NewGatewayPayment,
  refuse: (answer: Refusal) => never,
) {
  try {
    return await deps.gateway.createPayment(tx, payment);
  } catch (error) {
    deps.log.warn({ err: error, gateway: deps.gateway.name }, 'payment gateway refused to create a payment');
    return refuse(refused('PAYMENT_REQUEST_FAILED'));
  }
}

/** Creates the payment at the gateway and records it as pending, in the call's transaction. */
export async function startBookingPayment(
  deps: PaymentDeps,
  tx: Queryable,
  request: BookingPaymentRequest,
  refuse: (answer: Refusal) => never,
): Promise<StartedBookingPayment> {
  const { shop, identity, method, now } = request;
  // Stored value (205/305): the customer's own card pays at once; no gateway.
  if (method && isStoredValue(method)) return payFromWallet(deps, tx, request, payUiTypeOf(shop), refuse);
  const txn = randomUUID();
  const returnUrl = returnUrlOf(request.returnLayout ?? 'shop', shop.site.shopCode, txn);
  const payUiType = payUiTypeOf(shop);
  const created = await createAtGateway(
    deps,
    tx,
    {
      merchant: shop.tenant.id,
      ...providerContext(shop.tenant, request.paymentCode, txn),
      description: request.description,
      amount: request.amount,
      returnUrl,
      payUiType,
      ...(request.savedCardToken === undefined ? {} : { savedCardToken: request.savedCardToken }),
      expiresAt: request.expiresAt,
      now,
    },
    refuse,
  );
  await insertPayment(
    tx,
    {
      txn,
      tenantId: identity.tenantId,
      siteId: shop.site.siteId,
      bookingId: request.bookingId,
      accountId: identity.accountId,
      purpose: request.purpose,
      paymentCode: request.paymentCode,
      amount: request.amount,
      fee: request.fee,
      surcharge: request.surcharge,
      extendFrom: request.extendFrom,
      extendTo: request.extendTo,
      gateway: created.gateway ?? deps.gateway.name,
      gatewayPaymentId: created.gatewayPaymentId,
      payUiType,
    },
    now,
  );
  // A saved card is charged at once: the app confirms instead of opening a page.
  return {
    txn,
    payUiType,
    gatewayUrl: created.url,
    returnUrl,
    ...(created.charged === true ? { status: 'approved' as const } : {}),
  };
}

/**
 * Refunds `amount` across the approved payments in their order (the booking's payment first, then
 * its top-ups), each at most what is left of it, once per payment (gateway key cancel-{txn}).
 */
export async function refundBookingPayments(
  deps: PaymentDeps,
  tx: Queryable,
  payments: readonly PaymentRecord[],
  amount: number,
  now: Date,
): Promise<void> {
  let left = amount;
  for (const payment of payments) {
    const part = Math.min(left, payment.amount - payment.refunded);
    if (part <= 0) continue;
    if (!(await refundToWallet(deps, tx, payment, part, now))) {
      const refundId = await deps.gateway.refund(tx, payment.gatewayPaymentId, part, `cancel-${payment.txn}`, now);
      deps.metrics?.refundRecorded('booking', payment.gateway, refundId ? 'succeeded' : 'refused', part);
      if (!refundId) throw new Error(`gateway refused to refund payment ${payment.txn}`);
    } else deps.metrics?.refundRecorded('booking', payment.gateway, 'succeeded', part);
    await addPaymentRefund(tx, payment.txn, part, now);
    await deps.storedValue.reversePoints(tx, payment, part, now);
    left -= part;
  }
}
