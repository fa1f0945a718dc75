/**
 * The Stripe adapter's contract (docs/payment-providers.md#stripe), the adapter alone against the
 * local Stripe double: create, read back, pay, decline, cancel, our expiry, Alipay and WeChat Pay,
 * another amount or currency, refunds once per key, saved cards, timeouts, 5xx, 4xx and webhooks
 * (genuine, repeated, forged, stale). A second block runs what stripe-stateful-mock (an independent
 * Stripe imitation from npm) serves: refund reads and the SDK's error answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayRejectedError, GatewayUnavailableError } from '../../server/services/payments/gateway-errors';
import type { NewGatewayPayment } from '../../server/services/payments/payment-gateway';
import type { ProviderGateway, ProviderPaymentContext } from '../../server/services/payments/provider-gateway';
import { stripeCall, stripeClient } from '../../server/services/payments/providers/stripe/stripe-client';
import { createStripeGateway } from '../../server/services/payments/providers/stripe/stripe-gateway';
import {
  intentStatus,
  reportedAmount,
  sessionStatus,
  stripeExpiresAt,
} from '../../server/services/payments/providers/stripe/stripe-status';
import { startStripeDouble, type StripeDouble } from '../doubles/stripe/stripe-double';
import {
  ADAPTER_TIMEOUT_MS,
  noDatabase,
  paymentMaker,
  startNotificationEndpoint,
  type NotificationEndpoint,
} from './support/provider-adapter-kit';
import { providerContractCases, type ProviderContractHarness } from './support/provider-contract';

const noDb = noDatabase('Stripe');
const TIMEOUT_MS = ADAPTER_TIMEOUT_MS;
const newPayment = paymentMaker({
  paymentCode: 1,
  paymentType: 'card',
  notificationUrl: 'https://park.example.com/payments/notify/stripe/demo',
});

describe('Stripe status rules', () => {
  it('approves only a paid session whose intent succeeded', () => {
    expect(sessionStatus('complete', 'paid', 'succeeded')).toBe('approved');
    expect(sessionStatus('complete', 'unpaid', 'processing')).toBe('pending');
    expect(sessionStatus('complete', 'unpaid', 'requires_payment_method')).toBe('declined');
    expect(sessionStatus('expired', 'unpaid', null)).toBe('abandoned');
    expect(sessionStatus('open', 'unpaid', 'requires_payment_method')).toBe('pending');
    expect(intentStatus('requires_payment_method')).toBe('declined');
    expect(intentStatus('canceled')).toBe('abandoned');
  });

  it('never approves an open session, whatever its payment and intent say', () => {
    const intents = ['requires_payment_method', 'processing', 'succeeded', 'canceled', 'requires_action', 'unknown'];
    fc.assert(
      fc.property(
        fc.constantFrom('open', null, 'something_new'),
        fc.constantFrom('paid', 'unpaid', 'no_payment_required'),
        fc.option(fc.constantFrom(...intents), { nil: null }),
        (status, payment, intent) => sessionStatus(status, payment, intent) !== 'approved',
      ),
    );
  });

  it('reports -1 for any currency but ours, and the amount for ours in any case', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.stringMatching(/^[a-z]{3}$/), (amount, currency) => {
        expect(reportedAmount(amount, currency, currency.toUpperCase())).toBe(amount);
        expect(reportedAmount(amount, currency, currency === 'aud' ? 'NZD' : 'AUD')).toBe(-1);
      }),
    );
  });

  it('gives a retry the same Stripe expiry as the first try (Stripe refuses a key reused with other parameters)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60_000, max: 3 * 3_600_000 }),
        fc.integer({ min: 0, max: 10 * 60_000 }),
        (hold, later) => {
          const now = new Date(1_900_000_000_000);
          const expiry = new Date(now.getTime() + hold);
          expect(stripeExpiresAt(expiry, now, now.getTime())).toBe(
            stripeExpiresAt(expiry, new Date(now.getTime() + later), now.getTime() + later),
          );
        },
      ),
    );
  });

  it('keeps Stripe expiry between 30 minutes and a day from the real clock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3_600_000, max: 5 * 86_400_000 }),
        fc.integer({ min: 0, max: 1e12 }),
        (ms, skew) => {
          const ourNow = new Date(1_900_000_000_000);
          const real = 1_900_000_000_000 + skew;
          const at = stripeExpiresAt(new Date(ourNow.getTime() + ms), ourNow, real) * 1000;
          expect(at - real).toBeGreaterThanOrEqual(30 * 60_000);
          expect(at - real).toBeLessThanOrEqual(24 * 3_600_000);
        },
      ),
    );
  });
});

describe('Stripe adapter against the Stripe double', () => {
  let double: StripeDouble;
  let gateway: ProviderGateway;

  beforeAll(async () => {
    double = await startStripeDouble();
    gateway = createStripeGateway({
      baseUrl: double.baseUrl,
      secretKey: double.secretKey,
      webhookSecret: double.webhookSecret,
      timeoutMs: TIMEOUT_MS,
    });
  });
  afterAll(() => double.close());

  async function created(over: Partial<NewGatewayPayment & ProviderPaymentContext> = {}) {
    const p = newPayment(over);
    const result = await gateway.createPayment(noDb, p);
    return { p, ...result };
  }

  it('creates a Checkout Session under our key and reference, at an absolute return URL', async () => {
    const { p, gatewayPaymentId, url } = await created();
    expect(gatewayPaymentId).toMatch(/^cs_/);
    expect(url).toBe(`${double.baseUrl}/pay/${gatewayPaymentId}`);
    const session = double.control.session(gatewayPaymentId);
    expect(session).toMatchObject({
      client_reference_id: p.reference,
      amount_total: 1250,
      currency: 'aud',
      allowed_payment_method_types: ['card'],
      success_url: `https://park.example.com${p.returnUrl}`,
    });
    const create = double.control.requests
      .filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
      .at(-1);
    expect(create?.idempotencyKey).toBe(p.idempotencyKey);
    // The same key again (a retry after a lost answer) is the same session, not a second one.
    const again = await gateway.createPayment(noDb, p);
    expect(again.gatewayPaymentId).toBe(gatewayPaymentId);
    expect(await gateway.getPayment(noDb, gatewayPaymentId, new Date())).toEqual({
      gatewayPaymentId,
      status: 'pending',
      amount: 1250,
      cardNumber: '',
      cardHolder: '',
    });
  });

  it('reads a paid session as approved with the card Stripe reports', async () => {
    const { gatewayPaymentId } = await created();
    await double.control.pay(gatewayPaymentId, { last4: '4444', brand: 'mastercard', name: 'ANA LEE' });
    expect(await gateway.getPayment(noDb, gatewayPaymentId, new Date())).toEqual({
      gatewayPaymentId,
      status: 'approved',
      amount: 1250,
      cardNumber: '************4444',
      cardHolder: 'ANA LEE',
    });
    expect(await gateway.cancel(noDb, gatewayPaymentId, new Date())).toBe(false);
  });

  it('keeps a declined card pending (Checkout lets the payer try again); cancel ends it', async () => {
    const { gatewayPaymentId } = await created();
    await double.control.decline(gatewayPaymentId);
    expect((await gateway.getPayment(noDb, gatewayPaymentId, new Date()))?.status).toBe('pending');
    expect(await gateway.cancel(noDb, gatewayPaymentId, new Date())).toBe(true);
    expect((await gateway.getPayment(noDb, gatewayPaymentId, new Date()))?.status).toBe('abandoned');
    await double.control.pay(gatewayPaymentId);
    expect((await gateway.getPayment(noDb, gatewayPaymentId, new Date()))?.status).toBe('abandoned');
    expect(await gateway.cancel(noDb, gatewayPaymentId, new Date())).toBe(true);
  });

  it('expires an open session at Stripe once our expiry has passed, so it can no longer be paid', async () => {
    const { p, gatewayPaymentId } = await created();
    const later = new Date(p.expiresAt.getTime() + 1000);
    expect((await gateway.getPayment(noDb, gatewayPaymentId, later))?.status).toBe('abandoned');
    expect(double.control.session(gatewayPaymentId)?.['status']).toBe('expired');
    await double.control.pay(gatewayPaymentId);
    expect((await gateway.getPayment(noDb, gatewayPaymentId, later))?.status).toBe('abandoned');
  });

  it('reads a session Stripe expired as abandoned', async () => {
    const { gatewayPaymentId } = await created();
    await double.control.expireAtStripe(gatewayPaymentId);
    expect((await gateway.getPayment(noDb, gatewayPaymentId, new Date()))?.status).toBe('abandoned');
  });

  it('offers Alipay and WeChat Pay through the same session, settled asynchronously', async () => {
    double.control.asyncMethods = true;
    try {
      const alipay = await created({ paymentType: 'alipay' });
      const wechat = await created({ paymentType: 'wechat' });
      expect(double.control.session(alipay.gatewayPaymentId)?.['allowed_payment_method_types']).toEqual(['alipay']);
      expect(double.control.session(wechat.gatewayPaymentId)?.['allowed_payment_method_types']).toEqual(['wechat_pay']);
      await double.control.pay(alipay.gatewayPaymentId);
      await double.control.pay(wechat.gatewayPaymentId);
      expect((await gateway.getPayment(noDb, alipay.gatewayPaymentId, new Date()))?.status).toBe('pending');
      // Paid at WeChat but not settled: cancelling must not pretend it can no longer be paid.
      expect(await gateway.cancel(noDb, wechat.gatewayPaymentId, new Date())).toBe(false);
      await double.control.settleAsync(alipay.gatewayPaymentId, 'succeeded');
      await double.control.settleAsync(wechat.gatewayPaymentId, 'failed');
      expect((await gateway.getPayment(noDb, alipay.gatewayPaymentId, new Date()))?.status).toBe('approved');
      expect((await gateway.getPayment(noDb, wechat.gatewayPaymentId, new Date()))?.status).toBe('declined');
    } finally {
      double.control.asyncMethods = false;
    }
  });

  it('refuses PayPal, which Stripe does not carry here', async () => {
    await expect(gateway.createPayment(noDb, newPayment({ paymentType: 'paypal' }))).rejects.toBeInstanceOf(
      GatewayRejectedError,
    );
  });

  it('reports another amount as it is, and another currency as -1', async () => {
    const amount = await created();
    double.control.payAs(amount.gatewayPaymentId, { amount: 999 });
    await double.control.pay(amount.gatewayPaymentId);
    expect(await gateway.getPayment(noDb, amount.gatewayPaymentId, new Date())).toMatchObject({
      status: 'approved',
      amount: 999,
    });
    const currency = await created();
    double.control.payAs(currency.gatewayPaymentId, { currency: 'usd' });
    await double.control.pay(currency.gatewayPaymentId);
    expect(await gateway.getPayment(noDb, currency.gatewayPaymentId, new Date())).toMatchObject({
      status: 'approved',
      amount: -1,
    });
  });

  it('refunds once per key, reads the refund back, and refuses what was never paid', async () => {
    const { gatewayPaymentId } = await created();
    expect(await gateway.refund(noDb, gatewayPaymentId, 500, 'cancel-unpaid', new Date())).toBeNull();
    await double.control.pay(gatewayPaymentId);
    const first = await gateway.refund(noDb, gatewayPaymentId, 500, 'cancel-1', new Date());
    const again = await gateway.refund(noDb, gatewayPaymentId, 500, 'cancel-1', new Date());
    expect(first).toMatch(/^re_/);
    expect(again).toBe(first);
    expect(await gateway.getRefund(first ?? '', new Date())).toBe('succeeded');
    const second = await gateway.refund(noDb, gatewayPaymentId, 750, 'cancel-2', new Date());
    expect(second).not.toBe(first);
    // More than is left: Stripe refuses, and nothing was done.
    await expect(gateway.refund(noDb, gatewayPaymentId, 1, 'cancel-3', new Date())).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      reason: 'invalid',
    });
    expect(await gateway.getRefund('re_unknown', new Date())).toBeNull();
  });

  it('reads a pending refund as pending until Stripe settles it', async () => {
    const { gatewayPaymentId } = await created();
    await double.control.pay(gatewayPaymentId);
    double.control.refundsPending = true;
    try {
      const id = (await gateway.refund(noDb, gatewayPaymentId, 1250, 'pending-refund', new Date())) ?? '';
      expect(await gateway.getRefund(id, new Date())).toBe('pending');
      await double.control.settleRefund(id, 'failed');
      expect(await gateway.getRefund(id, new Date())).toBe('failed');
    } finally {
      double.control.refundsPending = false;
    }
  });

  it('finds a paid session by our reference; none for a reference Stripe never saw', async () => {
    const { p, gatewayPaymentId } = await created();
    await double.control.pay(gatewayPaymentId);
    expect(await gateway.findPaymentByReference?.(p.reference, new Date())).toEqual({ gatewayPaymentId });
    expect(await gateway.findPaymentByReference?.("never-seen-'quote", new Date())).toBeNull();
    expect(await gateway.getPayment(noDb, 'cs_test_unknown', new Date())).toBeNull();
  });

  it('saves a card through a setup session and charges it off-session at once', async () => {
    const now = new Date();
    const started = await gateway.startCardRegistration(noDb, {
      merchant: 'demo',
      returnUrl: 'https://park.example.com/shop/DEMO/mycards',
      payUiType: 'REDIRECT',
      expiresAt: new Date(now.getTime() + 15 * 60_000),
      now,
    });
    expect(started.url).toBe(`${double.baseUrl}/pay/${started.registrationId}`);
    expect(double.control.session(started.registrationId)?.['success_url']).toBe(
      'https://park.example.com/shop/DEMO/mycards?setup={CHECKOUT_SESSION_ID}',
    );
    expect(await gateway.getCardRegistration(noDb, started.registrationId, now)).toEqual({
      status: 'pending',
      card: null,
    });
    await double.control.pay(started.registrationId, { last4: '1881', brand: 'visa', name: 'ANA LEE' });
    const saved = await gateway.getCardRegistration(noDb, started.registrationId, now);
    expect(saved).toEqual({
      status: 'saved',
      card: {
        token: expect.stringMatching(/^pm_/) as string,
        maskedNumber: '************1881',
        brand: 'Visa',
        expiryMonth: 12,
        expiryYear: 2034,
        holder: 'ANA LEE',
      },
    });
    const token = saved?.card?.token ?? '';
    const p = newPayment({ savedCardToken: token });
    const charged = await gateway.createPayment(noDb, p);
    expect(charged).toMatchObject({ url: '', charged: true });
    expect(charged.gatewayPaymentId).toMatch(/^pi_/);
    expect(await gateway.getPayment(noDb, charged.gatewayPaymentId, new Date())).toEqual({
      gatewayPaymentId: charged.gatewayPaymentId,
      status: 'approved',
      amount: 1250,
      cardNumber: '************1881',
      cardHolder: 'STRIPE TESTER',
    });
    expect(await gateway.findPaymentByReference?.(p.reference, new Date())).toEqual({
      gatewayPaymentId: charged.gatewayPaymentId,
    });
    const refund = await gateway.refund(noDb, charged.gatewayPaymentId, 1250, `refund-${p.reference}`, new Date());
    expect(refund).toMatch(/^re_/);
    // A declined saved card is a decline, not an unknown outcome.
    double.control.declineCard(token);
    await expect(gateway.createPayment(noDb, newPayment({ savedCardToken: token }))).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      reason: 'declined',
    });
  });

  it('reads an abandoned card registration after our expiry', async () => {
    const now = new Date();
    const started = await gateway.startCardRegistration(noDb, {
      merchant: 'demo',
      returnUrl: 'https://park.example.com/shop/DEMO/mycards',
      payUiType: 'DIALOG',
      expiresAt: new Date(now.getTime() + 60_000),
      now,
    });
    const later = new Date(now.getTime() + 120_000);
    expect(await gateway.getCardRegistration(noDb, started.registrationId, later)).toEqual({
      status: 'abandoned',
      card: null,
    });
  });

  it('calls a timeout, a dropped answer, a 5xx and a 429 unknown, and retries under the same key', async () => {
    const p = newPayment();
    double.control.answerNext('hang');
    const started = Date.now();
    await expect(gateway.createPayment(noDb, p)).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    double.control.answerNext({ status: 500 }, { status: 503 }, { status: 429 });
    for (let i = 0; i < 3; i += 1) {
      await expect(gateway.createPayment(noDb, p)).rejects.toBeInstanceOf(GatewayUnavailableError);
    }
    const created = await gateway.createPayment(noDb, p);
    const keys = double.control.requests
      .filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
      .slice(-5)
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual(Array(5).fill(p.idempotencyKey));
    await double.control.pay(created.gatewayPaymentId);
    double.control.answerNext('hang');
    await expect(gateway.getPayment(noDb, created.gatewayPaymentId, new Date())).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    double.control.answerNext({ status: 502 });
    await expect(gateway.refund(noDb, created.gatewayPaymentId, 100, 'r-5xx', new Date())).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    expect(await gateway.refund(noDb, created.gatewayPaymentId, 100, 'r-5xx', new Date())).toMatch(/^re_/);
  });

  it('calls a wrong secret key or a malformed request a rejection, not an unknown', async () => {
    const wrongKey = createStripeGateway({
      baseUrl: double.baseUrl,
      secretKey: 'sk_test_wrong',
      webhookSecret: double.webhookSecret,
      timeoutMs: TIMEOUT_MS,
    });
    await expect(wrongKey.createPayment(noDb, newPayment())).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      reason: 'invalid',
    });
    await expect(gateway.createPayment(noDb, newPayment({ amount: 0 }))).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      reason: 'invalid',
    });
    const noBase = createStripeGateway({
      ...{ baseUrl: double.baseUrl, secretKey: double.secretKey },
      webhookSecret: '',
      timeoutMs: TIMEOUT_MS,
    });
    await expect(
      noBase.startCardRegistration(noDb, {
        merchant: 'demo',
        returnUrl: '/shop/DEMO/mycards',
        payUiType: 'REDIRECT',
        expiresAt: new Date(Date.now() + 60_000),
        now: new Date(),
      }),
    ).rejects.toBeInstanceOf(GatewayRejectedError);
  });

  /**
   * The shared contract, with the methods whose outcome Stripe reports after the page: Alipay and
   * WeChat Pay settle asynchronously (succeeded or failed). A declined card in Checkout leaves the
   * session open for another card (tested above), so the card flow's final states are paid or expired.
   */
  for (const paymentType of ['alipay', 'wechat'] as const) {
    describe(`the contract every provider keeps (${paymentType})`, () => {
      beforeAll(() => {
        double.control.asyncMethods = true;
      });
      afterAll(() => {
        double.control.asyncMethods = false;
      });
      const FAULT_PATHS = {
        create: ['POST', '/v1/checkout/sessions'],
        read: ['GET', '/v1/checkout/sessions/'],
        refund: ['POST', '/v1/refunds'],
      } as const;
      providerContractCases((): ProviderContractHarness => ({
        gateway,
        currency: 'AUD',
        paymentType,
        decide: async (id, decision) => {
          if (decision === 'abandon') return double.control.expireAtStripe(id);
          await double.control.pay(id);
          await double.control.settleAsync(id, decision === 'approve' ? 'succeeded' : 'failed');
        },
        fail: (call, fault) => {
          const [method, path] = FAULT_PATHS[call];
          double.control.answerOn(method, path, fault === 'timeout' ? 'hang' : { status: 503 });
        },
        notification: (id) => {
          const event = double.control.events
            .filter((e) => e.type.startsWith('checkout.session.') && e.body.includes(id))
            .at(-1);
          const signed = double.control.signed(event?.body ?? '');
          return Promise.resolve({
            rawBody: signed.body,
            headers: { 'stripe-signature': signed.signature },
            query: {},
          });
        },
        forged: () => {
          const signed = double.control.signed(double.control.events.at(-1)?.body ?? '{}', { forged: true });
          return { rawBody: signed.body, headers: { 'stripe-signature': signed.signature }, query: {} };
        },
        refundCount: (id) => double.control.refundsFor(id).length,
      }));
    });
  }

  describe('webhooks', () => {
    let endpoint: NotificationEndpoint;
    let received: NotificationEndpoint['received'] = [];

    beforeAll(async () => {
      // The notification route's first step: the adapter's check on the raw bytes.
      endpoint = await startNotificationEndpoint(() => gateway, 'stripe');
      received = endpoint.received;
      double.setWebhookUrl(endpoint.url);
    });
    afterAll(async () => {
      double.setWebhookUrl(undefined);
      await endpoint.close();
    });

    it('names the session of a completed payment and the refunds, and answers Stripe', async () => {
      received.length = 0;
      const { gatewayPaymentId } = await created();
      await double.control.pay(gatewayPaymentId);
      const refundId = await gateway.refund(noDb, gatewayPaymentId, 1250, `wh-${gatewayPaymentId}`, new Date());
      // payment_intent.succeeded (a Checkout payment: named through its session), session completed, refund created
      expect(received.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(received.map((r) => r.facts)).toEqual([
        { gatewayPaymentIds: [], refundIds: [], ack: { contentType: 'application/json', body: '{"received":true}' } },
        { gatewayPaymentIds: [gatewayPaymentId], refundIds: [], ack: expect.anything() as unknown },
        { gatewayPaymentIds: [], refundIds: [refundId], ack: expect.anything() as unknown },
      ]);
    });

    it('gives the same facts for a repeated or reordered event, and refuses forged and stale ones', async () => {
      double.control.holdEvents = true;
      try {
        received.length = 0;
        const { gatewayPaymentId } = await created();
        await double.control.pay(gatewayPaymentId);
        const events = double.control.events.slice(-2);
        const statuses = await double.control.deliver([...events].reverse().concat(events, events));
        expect(statuses).toEqual(Array(6).fill(200));
        expect(new Set(received.map((r) => JSON.stringify(r.facts))).size).toBe(2);
        expect(await double.control.deliver(events, { forged: true })).toEqual([400, 400]);
        const body = events[1]?.body ?? '';
        const stale = double.control.signed(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
        expect(
          await gateway.verifyNotification({
            rawBody: stale.body,
            headers: { 'stripe-signature': stale.signature },
            query: {},
          }),
        ).toBeNull();
        const fresh = double.control.signed(body);
        const tampered = Buffer.from(body.replace('"paid"', '"unpaid"'));
        expect(
          await gateway.verifyNotification({
            rawBody: tampered,
            headers: { 'stripe-signature': fresh.signature },
            query: {},
          }),
        ).toBeNull();
        expect(await gateway.verifyNotification({ rawBody: fresh.body, headers: {}, query: {} })).toBeNull();
        expect(
          await gateway.verifyNotification({
            rawBody: fresh.body,
            headers: { 'stripe-signature': fresh.signature },
            query: {},
          }),
        ).toMatchObject({ gatewayPaymentIds: [gatewayPaymentId] });
      } finally {
        double.control.holdEvents = false;
      }
    });
  });
});

/**
 * stripe-stateful-mock serves charges, refunds, customers and idempotency, but no Checkout Sessions,
 * PaymentIntents, SetupIntents, PaymentMethods or search. What it serves of ours: reading a refund
 * (getRefund), a missing object, and the errors the adapter turns into unknown or rejected.
 */
describe('Stripe adapter against stripe-stateful-mock', () => {
  let server: Server;
  let baseUrl: string;
  let gateway: ProviderGateway;
  let raw: Stripe;

  beforeAll(async () => {
    process.env['LOG_LEVEL'] ??= 'silent';
    const mock = (await import('stripe-stateful-mock')) as unknown as {
      createExpressApp(): Parameters<typeof createServer>[1];
    };
    server = createServer(mock.createExpressApp());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = { baseUrl, secretKey: 'sk_test_kerbside', webhookSecret: 'whsec_unused', timeoutMs: 2000 };
    gateway = createStripeGateway(config);
    raw = stripeClient(config);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('reads a refund the mock made, and nothing for an unknown one', async () => {
    const charge = await raw.charges.create({ amount: 1250, currency: 'aud', source: 'tok_visa' });
    const refund = await raw.refunds.create(
      { charge: charge.id, amount: 500 },
      { idempotencyKey: `mock-${charge.id}` },
    );
    expect(await gateway.getRefund(refund.id, new Date())).toBe('succeeded');
    expect(await gateway.getRefund('re_000000000000000000000000', new Date())).toBeNull();
    // The same key again is the same refund (the mock's idempotency, through the adapter's client).
    const again = await raw.refunds.create({ charge: charge.id, amount: 500 }, { idempotencyKey: `mock-${charge.id}` });
    expect(again.id).toBe(refund.id);
  });

  it('maps its 500 and 429 to unknown, a card error to declined, a key reused for other parameters to invalid', async () => {
    const charge = (source: string, key?: string) =>
      stripeCall('charge', () =>
        raw.charges.create({ amount: 1250, currency: 'aud', source }, key ? { idempotencyKey: key } : {}),
      );
    await expect(charge('tok_500')).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(charge('tok_429')).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(charge('tok_chargeDeclined')).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      reason: 'declined',
    });
    const key = `reuse-${Date.now()}`;
    await charge('tok_visa', key);
    await expect(
      stripeCall('charge', () =>
        raw.charges.create({ amount: 999, currency: 'aud', source: 'tok_visa' }, { idempotencyKey: key }),
      ),
    ).rejects.toMatchObject({ name: 'GatewayRejectedError', reason: 'invalid' });
  });

  it('refuses a key that is not a test key as invalid', async () => {
    const wrong = createStripeGateway({ baseUrl, secretKey: 'sk_live_nope', webhookSecret: 'x', timeoutMs: 2000 });
    await expect(wrong.getRefund('re_x', new Date())).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      reason: 'invalid',
    });
  });
});
