import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import { withBookingClocks } from '../server-clock';
import type { PaymentPayRequest } from '../../generated/api/payment-pay.request';
import type { PaymentPayResult } from '../../generated/api/payment-pay.response';
import type { PaymentStatusRequest } from '../../generated/api/payment-status.request';
import type { PaymentStatusResult } from '../../generated/api/payment-status.response';

/** Payment of a booking through the tenant's gateway (docs/parking-api.md, Payment). Refusals resolve; transport failures reject. */

export const PAYMENT_PATHS = {
  pay: '/api/svc/pay',
  status: '/api/svc/payStatus',
} as const;

/** Starts paying a booking: the transaction and the gateway's page (DIALOG or REDIRECT). Idempotent by key. */
export function startBookingPayment(
  shop: ApiClient,
  request: PaymentPayRequest,
): Promise<ApiEnvelope<PaymentPayResult>> {
  return shop.post<PaymentPayResult>(PAYMENT_PATHS.pay, request).then(withBookingClocks);
}

/** The transaction's outcome, confirmed by the server with the gateway; safe to repeat. Polled quietly. */
export function fetchPaymentStatus(
  shop: ApiClient,
  request: PaymentStatusRequest,
): Promise<ApiEnvelope<PaymentStatusResult>> {
  return shop
    .post<PaymentStatusResult>(PAYMENT_PATHS.status, request, { suppressLoading: true })
    .then(withBookingClocks);
}
