/** The payment calls of the shop base: svc/pay, svc/payStatus, parking/bookingTopup, parking/bookingRefund (+ dpsRefund). */
import type { FastifyInstance } from 'fastify';
import type { ParkingRefundRequest } from '../../../src/generated/api/parking-refund.request';
import type { ParkingRefundResponse } from '../../../src/generated/api/parking-refund.response';
import type { ParkingTopupRequest } from '../../../src/generated/api/parking-topup.request';
import type { ParkingTopupResponse } from '../../../src/generated/api/parking-topup.response';
import type { PaymentPayRequest } from '../../../src/generated/api/payment-pay.request';
import type { PaymentPayResponse } from '../../../src/generated/api/payment-pay.response';
import type { PaymentStatusRequest } from '../../../src/generated/api/payment-status.request';
import type { PaymentStatusResponse } from '../../../src/generated/api/payment-status.response';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { PaymentServices } from '../../services/payments/payment-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

export function registerPaymentRoutes(scope: FastifyInstance, accounts: AccountServices, payments: PaymentServices): void {
  scope.post<{ Body: PaymentPayRequest }>(
    '/svc/pay',
    authenticatedShopRoute(accounts, { summary: 'Start paying for a booking held in pending_payment: the gateway page and the payment txn', schemaName: 'payment-pay' }),
    async (request): Promise<PaymentPayResponse> => payments.pay(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: PaymentStatusRequest }>(
    '/svc/payStatus',
    authenticatedShopRoute(accounts, { summary: "A payment's outcome, confirmed with the gateway (settles the booking)", schemaName: 'payment-status' }),
    async (request): Promise<PaymentStatusResponse> => payments.status(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: ParkingTopupRequest }>(
    '/parking/bookingTopup',
    authenticatedShopRoute(accounts, { summary: "Top up a paid booking: quote (quote: true) or start paying for a later exit", schemaName: 'parking-topup' }),
    async (request): Promise<ParkingTopupResponse> => payments.topUp(requireShop(request), sessionOf(request), request.body),
  );
  // dpsRefund: the legacy second refund path (DPS is the legacy card provider); the same call.
  for (const path of ['/parking/bookingRefund', '/parking/dpsRefund']) {
    scope.post<{ Body: ParkingRefundRequest }>(
      path,
      authenticatedShopRoute(accounts, { summary: 'Cancel a booking before entry: quote the refund (quote: true), or cancel and refund it', schemaName: 'parking-refund' }),
      async (request): Promise<ParkingRefundResponse> => payments.refund(requireShop(request), sessionOf(request), request.body),
    );
  }
}
