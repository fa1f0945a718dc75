/**
 * Stripe (docs/payment-providers.md#stripe): cards (Apple Pay and Google Pay ride on the card
 * method), Alipay and WeChat Pay through hosted Checkout Sessions; saved cards as Checkout Sessions
 * in setup mode and off-session PaymentIntents; refunds with our idempotency key; webhooks checked
 * with the SDK's signature check on the raw bytes. Ids we hand out: cs_… (a Checkout Session) for
 * a page payment, pi_… (a PaymentIntent) for a saved card charged at once.
 */
import type Stripe from 'stripe';
import { GatewayRejectedError } from '../../gateway-errors';
import type { GatewayPayment, NewGatewayPayment } from '../../payment-gateway';
import type { NotificationFacts, ProviderGateway, ProviderPaymentContext } from '../../provider-gateway';
import { isMissing, stripeCall, stripeClient, stripeFailure, type StripeConfig } from './stripe-client';
import {
  brandName,
  cardNumberOf,
  intentStatus,
  refundStatus,
  reportedAmount,
  sessionStatus,
  stripeExpiresAt,
} from './stripe-status';
import { stripeNotificationFacts } from './stripe-webhook';

export type { StripeConfig };

/** Metadata keys we write on Stripe's objects (and read back). */
const META = { reference: 'reference', expiresAt: 'expires_at_ms', source: 'source', currency: 'currency' } as const;

const METHOD_TYPES = {
  card: ['card'],
  alipay: ['alipay'],
  wechat: ['wechat_pay'],
} as const satisfies Record<string, Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[]>;

function absolute(url: string, config: StripeConfig, fallbackBase: string | undefined): string {
  if (/^https?:\/\//.test(url)) return url;
  const base = config.publicUrl ?? fallbackBase;
  if (base === undefined) throw new GatewayRejectedError('stripe', 'invalid', `return URL ${url} is not absolute`);
  return new URL(url, base).toString();
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** Our expiry as written on the session; past it, an open session is expired by us. */
function ourExpiry(metadata: Stripe.Metadata | null): number | null {
  const raw = metadata?.[META.expiresAt];
  return raw === undefined || !/^[0-9]+$/.test(raw) ? null : Number(raw);
}

const intentOf = (value: string | Stripe.PaymentIntent | null): Stripe.PaymentIntent | null =>
  value !== null && typeof value === 'object' ? value : null;

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

function chargeCard(intent: Stripe.PaymentIntent | null): { cardNumber: string; cardHolder: string } {
  const charge = intent?.latest_charge;
  if (!charge || typeof charge === 'string') return { cardNumber: '', cardHolder: '' };
  return {
    cardNumber: cardNumberOf(charge.payment_method_details?.card?.last4),
    cardHolder: charge.billing_details?.name ?? '',
  };
}

export function createStripeGateway(config: StripeConfig): ProviderGateway {
  const stripe = stripeClient(config);

  async function retrieveSession(id: string, expand: string[]): Promise<Stripe.Checkout.Session | null> {
    try {
      return await stripe.checkout.sessions.retrieve(id, { expand });
    } catch (error) {
      if (isMissing(error)) return null;
      throw stripeFailure(error, 'read checkout session');
    }
  }

  /** Expires an open session; false when it is no longer open (it completed meanwhile, or had expired). */
  async function expireSession(id: string): Promise<boolean> {
    try {
      await stripe.checkout.sessions.expire(id);
      return true;
    } catch (error) {
      const failure = stripeFailure(error, 'expire checkout session');
      if (failure instanceof GatewayRejectedError) return false;
      throw failure;
    }
  }

  /**
   * The session as it stands at `now` (our clock): an open session past our expiry is expired at
   * Stripe first, so nobody can pay it after we have called it abandoned.
   */
  async function settledSession(id: string, expand: string[], now: Date): Promise<Stripe.Checkout.Session | null> {
    const session = await retrieveSession(id, expand);
    if (session?.status !== 'open') return session;
    const expiry = ourExpiry(session.metadata);
    if (expiry === null || now.getTime() < expiry) return session;
    await expireSession(id);
    return retrieveSession(id, expand);
  }

  async function readIntent(id: string): Promise<Stripe.PaymentIntent | null> {
    try {
      return await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    } catch (error) {
      if (isMissing(error)) return null;
      throw stripeFailure(error, 'read payment intent');
    }
  }

  async function chargeSavedCard(p: NewGatewayPayment & ProviderPaymentContext, paymentMethodId: string) {
    const method = await stripeCall('read saved card', () => stripe.paymentMethods.retrieve(paymentMethodId));
    const customer = idOf(method.customer);
    if (customer === null) throw new GatewayRejectedError('stripe', 'invalid', 'saved card has no customer');
    const intent = await stripeCall('charge saved card', () =>
      stripe.paymentIntents.create(
        {
          amount: p.amount,
          currency: p.currency.toLowerCase(),
          customer,
          payment_method: paymentMethodId,
          allowed_payment_method_types: ['card'],
          off_session: true,
          confirm: true,
          description: p.description,
          metadata: { [META.reference]: p.reference, [META.source]: 'saved_card', [META.currency]: p.currency },
        },
        { idempotencyKey: p.idempotencyKey },
      ),
    );
    return { gatewayPaymentId: intent.id, url: '', charged: intent.status === 'succeeded' };
  }

  return {
    name: 'stripe',

    async createPayment(_db, payment) {
      // Until every caller passes the provider context, it arrives beside the payment's fields.
      const p = payment as NewGatewayPayment & ProviderPaymentContext;
      if (p.savedCardToken !== undefined) return chargeSavedCard(p, p.savedCardToken);
      const methodType = p.paymentType;
      if (methodType === 'paypal') {
        throw new GatewayRejectedError('stripe', 'invalid', 'PayPal is not offered through Stripe');
      }
      const returnUrl = absolute(p.returnUrl, config, p.notificationUrl);
      const expiresAt = String(p.expiresAt.getTime());
      const session = await stripeCall('create checkout session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: p.reference,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: p.currency.toLowerCase(),
                  unit_amount: p.amount,
                  product_data: { name: p.description },
                },
              },
            ],
            allowed_payment_method_types: [...METHOD_TYPES[methodType]],
            ...(p.paymentType === 'wechat' ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
            success_url: returnUrl,
            cancel_url: returnUrl,
            expires_at: stripeExpiresAt(p.expiresAt, p.now, Date.now()),
            metadata: { [META.reference]: p.reference, [META.expiresAt]: expiresAt, [META.currency]: p.currency },
            payment_intent_data: {
              description: p.description,
              metadata: { [META.reference]: p.reference, [META.source]: 'checkout' },
            },
          },
          { idempotencyKey: p.idempotencyKey },
        ),
      );
      if (!session.url) throw new GatewayRejectedError('stripe', 'invalid', 'checkout session without a page');
      return { gatewayPaymentId: session.id, url: session.url };
    },

    async getPayment(_db, id, now): Promise<GatewayPayment | null> {
      if (id.startsWith('pi_')) {
        const intent = await readIntent(id);
        if (!intent) return null;
        return {
          gatewayPaymentId: id,
          status: intentStatus(intent.status),
          amount: reportedAmount(
            intent.status === 'succeeded' ? intent.amount_received : intent.amount,
            intent.currency,
            intent.metadata[META.currency] ?? '',
          ),
          ...chargeCard(intent),
        };
      }
      const session = await settledSession(id, ['payment_intent.latest_charge'], now);
      if (!session) return null;
      const intent = intentOf(session.payment_intent);
      const status = sessionStatus(session.status, session.payment_status, intent?.status ?? null);
      return {
        gatewayPaymentId: id,
        status,
        amount: reportedAmount(session.amount_total, session.currency, session.metadata?.[META.currency] ?? ''),
        ...(status === 'approved' ? chargeCard(intent) : { cardNumber: '', cardHolder: '' }),
      };
    },

    async cancel(_db, id) {
      if (id.startsWith('pi_')) {
        const intent = await readIntent(id);
        if (!intent) return false;
        if (intent.status === 'succeeded' || intent.status === 'processing') return false;
        if (intent.status === 'canceled') return true;
        await stripeCall('cancel payment intent', () => stripe.paymentIntents.cancel(id));
        return true;
      }
      if (await expireSession(id)) return true;
      const session = await retrieveSession(id, []);
      return session?.status === 'expired';
    },

    async refund(_db, id, amount, key) {
      let intentId: string | null = id;
      if (!id.startsWith('pi_')) {
        const session = await retrieveSession(id, []);
        intentId = session ? idOf(session.payment_intent) : null;
      }
      if (intentId === null) return null;
      const intent = await readIntent(intentId);
      if (intent?.status !== 'succeeded') return null; // nothing was taken: nothing to give back
      const refund = await stripeCall('refund', () =>
        stripe.refunds.create(
          { payment_intent: intentId, amount, metadata: { key } },
          { idempotencyKey: `refund-${key}` },
        ),
      );
      return refund.id;
    },

    async getRefund(refundId) {
      try {
        const refund = await stripe.refunds.retrieve(refundId);
        return refundStatus(refund.status);
      } catch (error) {
        if (isMissing(error)) return null;
        throw stripeFailure(error, 'read refund');
      }
    },

    async findPaymentByReference(reference) {
      // Stripe's search index lags writes by up to a minute: recovery reads it after that.
      const found = await stripeCall('search payment intents', () =>
        stripe.paymentIntents.search({ query: `metadata['${META.reference}']:'${reference.replace(/'/g, "\\'")}'` }),
      );
      const intent = found.data[0];
      if (!intent) return null;
      if (intent.metadata[META.source] !== 'checkout') return { gatewayPaymentId: intent.id };
      const sessions = await stripeCall('find checkout session', () =>
        stripe.checkout.sessions.list({ payment_intent: intent.id, limit: 1 }),
      );
      const session = sessions.data[0];
      return session ? { gatewayPaymentId: session.id } : null;
    },

    async startCardRegistration(_db, r) {
      const returnUrl = absolute(r.returnUrl, config, undefined);
      // One Stripe customer per saved card: a card is attached to a customer to be charged later.
      const customer = await stripeCall('create customer', () =>
        stripe.customers.create({ metadata: { merchant: r.merchant } }),
      );
      const session = await stripeCall('create setup session', () =>
        stripe.checkout.sessions.create({
          mode: 'setup',
          customer: customer.id,
          allowed_payment_method_types: ['card'],
          success_url: withQuery(returnUrl, 'setup={CHECKOUT_SESSION_ID}'),
          cancel_url: withQuery(returnUrl, 'setup={CHECKOUT_SESSION_ID}'),
          expires_at: stripeExpiresAt(r.expiresAt, r.now, Date.now()),
          metadata: { [META.expiresAt]: String(r.expiresAt.getTime()) },
        }),
      );
      if (!session.url) throw new GatewayRejectedError('stripe', 'invalid', 'setup session without a page');
      return { registrationId: session.id, url: session.url };
    },

    async getCardRegistration(_db, id, now) {
      if (!id.startsWith('cs_')) return null;
      const session = await settledSession(id, ['setup_intent.payment_method'], now);
      if (session?.mode !== 'setup') return null;
      if (session.status === 'expired') return { status: 'abandoned', card: null };
      const setup = session.setup_intent;
      if (session.status !== 'complete' || setup === null || typeof setup === 'string') {
        return { status: 'pending', card: null };
      }
      if (setup.status !== 'succeeded') {
        return { status: setup.status === 'canceled' ? 'abandoned' : 'pending', card: null };
      }
      const method = setup.payment_method;
      if (method === null || typeof method === 'string' || !method.card) return { status: 'pending', card: null };
      return {
        status: 'saved',
        card: {
          token: method.id,
          maskedNumber: cardNumberOf(method.card.last4),
          brand: brandName(method.card.brand),
          expiryMonth: method.card.exp_month,
          expiryYear: method.card.exp_year,
          holder: method.billing_details.name ?? '',
        },
      };
    },

    async verifyNotification(notification): Promise<NotificationFacts | null> {
      const signature = notification.headers['stripe-signature'];
      if (signature === undefined) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(notification.rawBody, signature, config.webhookSecret);
      } catch {
        return null; // a wrong signature, a stale timestamp or a body that is not an event
      }
      return stripeNotificationFacts(event);
    },
  };
}
