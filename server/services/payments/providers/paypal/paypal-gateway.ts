/**
 * PayPal (docs/payment-providers.md#paypal): Orders v2 through PayPal's server SDK. An order is
 * created to be captured (intent CAPTURE) under our PayPal-Request-Id, the payer approves it on
 * PayPal's page (REDIRECT), and reading it back captures it once it is approved; refunds go to the
 * capture, each under its own PayPal-Request-Id. Webhooks are checked by PayPal's own
 * verify-webhook-signature call. The id we hand out is the order's.
 */
import {
  CheckoutPaymentIntent,
  OrdersController,
  PatchOp,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type OAuthToken,
  type Order,
  type OrdersCapture,
} from '@paypal/paypal-server-sdk';
import { GatewayRejectedError, GatewayUnavailableError } from '../../gateway-errors';
import type { GatewayPayment, NewGatewayPayment } from '../../payment-gateway';
import type { NotificationFacts, ProviderGateway, ProviderPaymentContext } from '../../provider-gateway';
import { isNotFound, paypalCall, paypalClient, paypalFailure, paypalIssue, type PaypalConfig } from './paypal-client';
import {
  CANCELLED_PREFIX,
  captureStatus,
  expiryOf,
  expiryReferenceId,
  fromPaypalValue,
  openOrderStatus,
  refundStatus,
  toPaypalValue,
} from './paypal-status';
import { paypalNotificationFacts, verificationRequest } from './paypal-webhook';

export type { PaypalConfig };

const NOT_OFFERED = 'saved cards are not offered by paypal';
/** PayPal's limit on a purchase unit's description. */
const DESCRIPTION_MAX = 127;

function absolute(url: string, config: PaypalConfig, fallbackBase: string): string {
  if (/^https?:\/\//.test(url)) return url;
  return new URL(url, config.publicUrl ?? fallbackBase).toString();
}

const unitOf = (order: Order) => order.purchaseUnits?.[0];
const captureOf = (order: Order): OrdersCapture | undefined => unitOf(order)?.payments?.captures?.[0];

/** The amount PayPal captured, in minor units; -1 when in another currency than the order's. */
function capturedAmount(order: Order, capture: OrdersCapture): number {
  const asked = unitOf(order)?.amount?.currencyCode;
  const money = capture.amount;
  if (!money || !asked || money.currencyCode.toUpperCase() !== asked.toUpperCase()) return -1;
  return fromPaypalValue(money.value, money.currencyCode) ?? -1;
}

function view(id: string, order: Order, status: GatewayPayment['status']): GatewayPayment {
  const capture = captureOf(order);
  const approved = status === 'approved' && capture !== undefined;
  const name = order.payer?.name;
  return {
    gatewayPaymentId: id,
    status,
    amount: capture
      ? capturedAmount(order, capture)
      : (fromPaypalValue(unitOf(order)?.amount?.value ?? '', unitOf(order)?.amount?.currencyCode ?? '') ?? -1),
    // A PayPal payment has no card number; the payer's account stands in for it.
    cardNumber: approved ? (order.payer?.emailAddress ?? 'PayPal') : '',
    cardHolder: approved ? [name?.givenName, name?.surname].filter(Boolean).join(' ') : '',
  };
}

export function createPaypalGateway(config: PaypalConfig): ProviderGateway {
  let token: OAuthToken | undefined;
  const client = paypalClient(config, (fresh) => {
    token = fresh;
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);

  async function readOrder(id: string): Promise<Order | null> {
    try {
      return (await orders.getOrder({ id })).result;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw paypalFailure(error, 'read order');
    }
  }

  /** Cancelled by us, or our expiry passed: never to be captured. */
  function closed(order: Order, now: Date): boolean {
    const unit = unitOf(order);
    if (unit?.customId?.startsWith(CANCELLED_PREFIX)) return true;
    const expiry = expiryOf(unit?.referenceId);
    return expiry !== null && now.getTime() >= expiry;
  }

  /** Captures an approved order once (PayPal-Request-Id per order); the order as it then stands. */
  async function capture(id: string): Promise<Order | null> {
    try {
      return (await orders.captureOrder({ id, paypalRequestId: `capture-${id}`, prefer: 'return=representation' }))
        .result;
    } catch (error) {
      const issue = paypalIssue(error);
      // Captured already (by a concurrent reader): read what that capture did.
      if (issue === 'ORDER_ALREADY_CAPTURED') return readOrder(id);
      const failure = paypalFailure(error, 'capture order');
      if (failure instanceof GatewayRejectedError && failure.reason === 'declined') return null;
      throw failure;
    }
  }

  async function accessToken(): Promise<string> {
    try {
      token = await client.clientCredentialsAuthManager.updateToken(token);
    } catch (error) {
      throw paypalFailure(error, 'OAuth token');
    }
    return token.accessToken;
  }

  return {
    name: 'paypal',

    async createPayment(_db, payment) {
      const p = payment as NewGatewayPayment & ProviderPaymentContext;
      if (p.savedCardToken !== undefined) throw new GatewayRejectedError('paypal', 'invalid', NOT_OFFERED);
      if (p.paymentType !== 'paypal') {
        throw new GatewayRejectedError('paypal', 'invalid', `${p.paymentType} is not offered through PayPal`);
      }
      const returnUrl = absolute(p.returnUrl, config, p.notificationUrl);
      const order = await paypalCall('create order', () =>
        orders.createOrder({
          paypalRequestId: p.idempotencyKey,
          prefer: 'return=representation',
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: expiryReferenceId(p.expiresAt),
                customId: p.reference,
                invoiceId: p.reference,
                description: p.description.slice(0, DESCRIPTION_MAX),
                amount: { currencyCode: p.currency.toUpperCase(), value: toPaypalValue(p.amount, p.currency) },
              },
            ],
            paymentSource: {
              paypal: {
                experienceContext: {
                  returnUrl,
                  cancelUrl: returnUrl,
                  userAction: PaypalExperienceUserAction.PayNow,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                },
              },
            },
          },
        }),
      );
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!order.id || !approve) throw new GatewayRejectedError('paypal', 'invalid', 'order without an approval link');
      return { gatewayPaymentId: order.id, url: approve.href };
    },

    async getPayment(_db, id, now) {
      let order = await readOrder(id);
      if (!order) return null;
      if (order.status === 'COMPLETED') {
        return view(id, order, captureStatus(captureOf(order)?.status));
      }
      const next = openOrderStatus(order.status, closed(order, now));
      if (next !== 'capture') return view(id, order, next);
      order = await capture(id);
      if (!order) return view(id, (await readOrder(id)) ?? {}, 'declined');
      return view(id, order, order.status === 'COMPLETED' ? captureStatus(captureOf(order)?.status) : 'pending');
    },

    async cancel(_db, id) {
      const order = await readOrder(id);
      if (!order) return false;
      if (order.status === 'COMPLETED') return captureStatus(captureOf(order)?.status) === 'declined';
      if (order.status === 'VOIDED') return true;
      const unit = unitOf(order);
      if (unit?.customId?.startsWith(CANCELLED_PREFIX)) return true;
      // Orders v2 has no cancel: we mark the order so nobody of ours ever captures it.
      await paypalCall('mark order cancelled', () =>
        orders.patchOrder({
          id,
          body: [
            {
              op: PatchOp.Replace,
              path: `/purchase_units/@reference_id=='${unit?.referenceId ?? 'default'}'/custom_id`,
              value: `${CANCELLED_PREFIX}${unit?.customId ?? ''}`,
            },
          ],
        }),
      );
      return true;
    },

    async refund(_db, id, amount, key) {
      const order = await readOrder(id);
      const taken = order && order.status === 'COMPLETED' ? captureOf(order) : undefined;
      if (!taken?.id || captureStatus(taken.status) !== 'approved' || !taken.amount) return null;
      const currency = taken.amount.currencyCode;
      const refund = await paypalCall('refund capture', () =>
        payments.refundCapturedPayment({
          captureId: taken.id ?? '',
          paypalRequestId: key,
          prefer: 'return=representation',
          body: { amount: { currencyCode: currency, value: toPaypalValue(amount, currency) } },
        }),
      );
      if (!refund.id) throw new GatewayUnavailableError('paypal', 'refund answered without an id');
      return refund.id;
    },

    async getRefund(refundId) {
      try {
        return refundStatus((await payments.getRefund({ refundId })).result.status);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw paypalFailure(error, 'read refund');
      }
    },

    startCardRegistration() {
      return Promise.reject(new GatewayRejectedError('paypal', 'invalid', NOT_OFFERED));
    },

    getCardRegistration() {
      return Promise.resolve(null);
    },

    async verifyNotification(notification): Promise<NotificationFacts | null> {
      const body = verificationRequest(notification, config.webhookId);
      if (body === null) return null;
      const bearer = await accessToken();
      const send = config.fetch ?? fetch;
      let response: Response;
      try {
        response = await send(new URL('/v1/notifications/verify-webhook-signature', config.baseUrl), {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new GatewayUnavailableError('paypal', `verify webhook: ${String(error)}`, { cause: error });
      }
      const text = await response.text();
      if (response.status >= 500 || response.status === 429) {
        throw new GatewayUnavailableError('paypal', `verify webhook: HTTP ${response.status}`);
      }
      if (response.status !== 200) return null;
      const verdict = JSON.parse(text) as { verification_status?: string };
      return verdict.verification_status === 'SUCCESS' ? paypalNotificationFacts(notification.rawBody) : null;
    },
  };
}
