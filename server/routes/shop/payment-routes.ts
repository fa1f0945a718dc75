/** The payment calls of the shop base: svc/pay and svc/payStatus (a top-up or a cancellation is a parking call). */
import type { FastifyInstance } from 'fastify';
import type { PaymentPayRequest } from '../../../src/generated/api/payment-pay.request';
import type { PaymentPayResponse } from '../../../src/generated/api/payment-pay.response';
import type { PaymentStatusRequest } from '../../../src/generated/api/payment-status.request';
import type { PaymentStatusResponse } from '../../../src/generated/api/payment-status.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { PaymentServices } from '../../services/payments/payment-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

export function registerPaymentRoutes(
  scope: FastifyInstance,
  accounts: AccountServices,
  payments: PaymentServices,
): void {
  scope.post<{ Body: PaymentPayRequest }>(
    '/svc/pay',
    authenticatedShopRoute(accounts, {
      summary: 'Start paying for a booking held in pending_payment: the gateway page and the payment txn',
      schemaName: 'payment-pay',
    }),
    async (request): Promise<PaymentPayResponse> =>
      payments.pay(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: PaymentStatusRequest }>(
    '/svc/payStatus',
    authenticatedShopRoute(accounts, {
      summary: "A payment's outcome, confirmed with the gateway (settles the booking)",
      schemaName: 'payment-status',
    }),
    async (request): Promise<PaymentStatusResponse> =>
      payments.status(requireShop(request), sessionOf(request), request.body),
  );
}
