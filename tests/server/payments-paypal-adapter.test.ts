/**
 * The PayPal adapter's contract (docs/payment-providers.md#paypal), the adapter alone against the
 * local PayPal double, through PayPal's server SDK: create under our PayPal-Request-Id, approval,
 * capture on read-back, a refused funding source, cancel, our expiry, another amount or currency,
 * refunds once per key, timeouts, 5xx, 4xx and webhooks verified by PayPal's call (genuine,
 * repeated, reordered, forged, tampered).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayRejectedError, GatewayUnavailableError } from '../../server/services/payments/gateway-errors';
import type { NewGatewayPayment } from '../../server/services/payments/payment-gateway';
import type { ProviderGateway, ProviderPaymentContext } from '../../server/services/payments/provider-gateway';
import { createPaypalGateway } from '../../server/services/payments/providers/paypal/paypal-gateway';
import {
  captureStatus,
  fromPaypalValue,
  openOrderStatus,
  toPaypalValue,
} from '../../server/services/payments/providers/paypal/paypal-status';
import { verificationRequest } from '../../server/services/payments/providers/paypal/paypal-webhook';
import { startPaypalDouble, type PaypalDouble } from '../doubles/paypal/paypal-double';
import {
  ADAPTER_TIMEOUT_MS,
  noDatabase,
  paymentMaker,
  startNotificationEndpoint,
  type NotificationEndpoint,
} from './support/provider-adapter-kit';
import { providerContractCases, type ProviderContractHarness } from './support/provider-contract';

const noDb = noDatabase('PayPal');
const TIMEOUT_MS = ADAPTER_TIMEOUT_MS;
const newPayment = paymentMaker({
  paymentCode: 7,
  paymentType: 'paypal',
  notificationUrl: 'https://park.example.com/payments/notify/paypal/demo',
});

describe('PayPal amounts and states', () => {
  it('writes minor units as PayPal decimals and reads them back', () => {
    expect(toPaypalValue(1250, 'AUD')).toBe('12.50');
    expect(toPaypalValue(5, 'AUD')).toBe('0.05');
    expect(toPaypalValue(1250, 'JPY')).toBe('1250');
    expect(fromPaypalValue('12.5', 'AUD')).toBe(1250);
    expect(fromPaypalValue('12.505', 'AUD')).toBeNull();
    expect(fromPaypalValue('-1.00', 'AUD')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom('AUD', 'NZD', 'USD', 'JPY', 'HUF'), (minor, c) => {
        expect(fromPaypalValue(toPaypalValue(minor, c), c)).toBe(minor);
      }),
    );
  });

  it('captures only an approved order that is neither cancelled nor past our expiry', () => {
    const statuses = ['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'PAYER_ACTION_REQUIRED', undefined];
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.boolean(), (status, closed) => {
        const next = openOrderStatus(status, closed);
        expect(next === 'capture').toBe(status === 'APPROVED' && !closed);
        expect(next).not.toBe('approved');
      }),
    );
    expect(captureStatus('COMPLETED')).toBe('approved');
    expect(captureStatus('PENDING')).toBe('pending');
    expect(captureStatus('DECLINED')).toBe('declined');
  });

  it('splices the notification body into the verification request byte for byte', () => {
    const raw = Buffer.from('{"id":"WH-1", "event_type":"X","resource":{"a":1.10}}');
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/cert',
      'paypal-transmission-id': 'tid',
      'paypal-transmission-sig': 'sig',
      'paypal-transmission-time': '2031-01-01T00:00:00Z',
    };
    const body = verificationRequest({ rawBody: raw, headers, query: {} }, 'WH123') ?? '';
    expect(body.endsWith(`"webhook_event":${raw.toString()}}`)).toBe(true);
    expect(JSON.parse(body)).toMatchObject({ webhook_id: 'WH123', transmission_id: 'tid' });
    expect(verificationRequest({ rawBody: Buffer.from('[1]'), headers, query: {} }, 'WH123')).toBeNull();
    expect(verificationRequest({ rawBody: Buffer.from('{"a":1}} ,{'), headers, query: {} }, 'WH123')).toBeNull();
    expect(
      verificationRequest(
        { rawBody: raw, headers: { ...headers, 'paypal-transmission-sig': undefined }, query: {} },
        'W',
      ),
    ).toBeNull();
  });
});

describe('PayPal adapter against the PayPal double', () => {
  let double: PaypalDouble;
  let gateway: ProviderGateway;

  beforeAll(async () => {
    double = await startPaypalDouble();
    gateway = createPaypalGateway({
      baseUrl: double.baseUrl,
      clientId: double.clientId,
      clientSecret: double.clientSecret,
      webhookId: double.webhookId,
      timeoutMs: TIMEOUT_MS,
    });
  });
  afterAll(() => double.close());

  async function created(over: Partial<NewGatewayPayment & ProviderPaymentContext> = {}) {
    const p = newPayment(over);
    const result = await gateway.createPayment(noDb, p);
    return { p, ...result };
  }

  it('creates an order to capture under our PayPal-Request-Id, reference and return URL', async () => {
    const { p, gatewayPaymentId, url } = await created();
    expect(url).toBe(`${double.baseUrl}/checkoutnow?token=${gatewayPaymentId}`);
    const order = double.control.order(gatewayPaymentId);
    expect(order).toMatchObject({
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      _return_url: `https://park.example.com${p.returnUrl}`,
      purchase_units: [
        {
          custom_id: p.reference,
          invoice_id: p.reference,
          amount: { currency_code: 'AUD', value: '12.50' },
          reference_id: `exp-${p.expiresAt.getTime()}`,
        },
      ],
    });
    const create = double.control.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1);
    expect(create?.requestId).toBe(p.idempotencyKey);
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

  it('captures an approved order when reading it, once, and reports the payer', async () => {
    const { gatewayPaymentId } = await created();
    await double.control.approve(gatewayPaymentId);
    const expected = {
      gatewayPaymentId,
      status: 'approved',
      amount: 1250,
      cardNumber: 'pat.payer@example.com',
      cardHolder: 'Pat Payer',
    };
    expect(await gateway.getPayment(noDb, gatewayPaymentId, new Date())).toEqual(expected);
    expect(await gateway.getPayment(noDb, gatewayPaymentId, new Date())).toEqual(expected);
    const captures = double.control.requests.filter(
      (r) => r.path === `/v2/checkout/orders/${gatewayPaymentId}/capture`,
    );
    expect(captures).toHaveLength(1);
    expect(captures[0]?.requestId).toBe(`capture-${gatewayPaymentId}`);
    expect(await gateway.cancel(noDb, gatewayPaymentId, new Date())).toBe(false);
  });

  it('reads a refused funding source as declined', async () => {
    const { gatewayPaymentId } = await created();
    await double.control.decline(gatewayPaymentId);
    expect((await gateway.getPayment(noDb, gatewayPaymentId, new Date()))?.status).toBe('declined');
  });

  it('reads a pending capture as pending', async () => {
    double.control.capturesPending = true;
    try {
      const { gatewayPaymentId } = await created();
      await double.control.approve(gatewayPaymentId);
      expect((await gateway.getPayment(noDb, gatewayPaymentId, new Date()))?.status).toBe('pending');
      expect(await gateway.cancel(noDb, gatewayPaymentId, new Date())).toBe(false);
    } finally {
      double.control.capturesPending = false;
    }
  });

  it('never captures an order we cancelled, even when the payer approves it afterwards', async () => {
    const { gatewayPaymentId } = await created();
    expect(await gateway.cancel(noDb, gatewayPaymentId, new Date())).toBe(true);
    expect(await gateway.cancel(noDb, gatewayPaymentId, new Date())).toBe(true);
    await double.control.approve(gatewayPaymentId);
    expect((await gateway.getPayment(noDb, gatewayPaymentId, new Date()))?.status).toBe('abandoned');
    expect(double.control.order(gatewayPaymentId)?.['status']).toBe('APPROVED');
  });

  it('never captures an order approved after our expiry', async () => {
    const { p, gatewayPaymentId } = await created();
    await double.control.approve(gatewayPaymentId);
    const later = new Date(p.expiresAt.getTime() + 1);
    expect((await gateway.getPayment(noDb, gatewayPaymentId, later))?.status).toBe('abandoned');
    expect(double.control.order(gatewayPaymentId)?.['status']).toBe('APPROVED');
  });

  it('reports another captured amount as it is, and another currency as -1', async () => {
    const amount = await created();
    double.control.captureAs(amount.gatewayPaymentId, { amount: 1000 });
    await double.control.approve(amount.gatewayPaymentId);
    expect(await gateway.getPayment(noDb, amount.gatewayPaymentId, new Date())).toMatchObject({
      status: 'approved',
      amount: 1000,
    });
    const currency = await created();
    double.control.captureAs(currency.gatewayPaymentId, { currency: 'USD' });
    await double.control.approve(currency.gatewayPaymentId);
    expect(await gateway.getPayment(noDb, currency.gatewayPaymentId, new Date())).toMatchObject({
      status: 'approved',
      amount: -1,
    });
  });

  it('refunds the capture once per key and reads the refund back', async () => {
    const { gatewayPaymentId } = await created();
    expect(await gateway.refund(noDb, gatewayPaymentId, 500, 'unpaid', new Date())).toBeNull();
    await double.control.approve(gatewayPaymentId);
    await gateway.getPayment(noDb, gatewayPaymentId, new Date());
    const first = await gateway.refund(noDb, gatewayPaymentId, 500, 'cancel-1', new Date());
    expect(await gateway.refund(noDb, gatewayPaymentId, 500, 'cancel-1', new Date())).toBe(first);
    expect(await gateway.getRefund(first ?? '', new Date())).toBe('succeeded');
    const refunds = double.control.requests.filter((r) => r.path.endsWith('/refund'));
    expect(refunds.slice(-2).map((r) => r.requestId)).toEqual(['cancel-1', 'cancel-1']);
    expect(await gateway.refund(noDb, gatewayPaymentId, 750, 'cancel-2', new Date())).not.toBe(first);
    await expect(gateway.refund(noDb, gatewayPaymentId, 1, 'cancel-3', new Date())).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      reason: 'invalid',
    });
    expect(await gateway.getRefund('UNKNOWNREFUND', new Date())).toBeNull();
    expect(await gateway.getPayment(noDb, 'UNKNOWNORDER', new Date())).toBeNull();
  });

  it('reads a pending refund as pending until PayPal settles it', async () => {
    const { gatewayPaymentId } = await created();
    await double.control.approve(gatewayPaymentId);
    await gateway.getPayment(noDb, gatewayPaymentId, new Date());
    double.control.refundsPending = true;
    try {
      const id = (await gateway.refund(noDb, gatewayPaymentId, 1250, `pending-${gatewayPaymentId}`, new Date())) ?? '';
      expect(await gateway.getRefund(id, new Date())).toBe('pending');
      await double.control.settleRefund(id, 'COMPLETED');
      expect(await gateway.getRefund(id, new Date())).toBe('succeeded');
    } finally {
      double.control.refundsPending = false;
    }
  });

  it('offers neither saved cards nor another method', async () => {
    await expect(gateway.createPayment(noDb, newPayment({ savedCardToken: 'tok' }))).rejects.toBeInstanceOf(
      GatewayRejectedError,
    );
    await expect(gateway.createPayment(noDb, newPayment({ paymentType: 'card' }))).rejects.toBeInstanceOf(
      GatewayRejectedError,
    );
    const now = new Date();
    await expect(
      gateway.startCardRegistration(noDb, {
        merchant: 'demo',
        returnUrl: '/x',
        payUiType: 'REDIRECT',
        expiresAt: now,
        now,
      }),
    ).rejects.toMatchObject({ reason: 'invalid' });
    expect(await gateway.getCardRegistration(noDb, 'x', now)).toBeNull();
  });

  it('calls a timeout, a 5xx and a 429 unknown, and retries under the same PayPal-Request-Id', async () => {
    const p = newPayment();
    await gateway.getPayment(noDb, 'WARMUP', new Date()); // the OAuth token, fetched once
    double.control.answerNext('hang');
    const started = Date.now();
    await expect(gateway.createPayment(noDb, p)).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    double.control.answerNext({ status: 500 }, { status: 503 }, { status: 429 });
    for (let i = 0; i < 3; i += 1) {
      await expect(gateway.createPayment(noDb, p)).rejects.toBeInstanceOf(GatewayUnavailableError);
    }
    const made = await gateway.createPayment(noDb, p);
    const ids = double.control.requests
      .filter((r) => r.path === '/v2/checkout/orders')
      .slice(-5)
      .map((r) => r.requestId);
    expect(ids).toEqual(Array(5).fill(p.idempotencyKey));
    await double.control.approve(made.gatewayPaymentId);
    // The capture's answer is lost: the next read captures under the same id and gets that capture.
    double.control.answerNext({ status: 502 });
    await expect(gateway.getPayment(noDb, made.gatewayPaymentId, new Date())).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    expect((await gateway.getPayment(noDb, made.gatewayPaymentId, new Date()))?.status).toBe('approved');
    double.control.answerNext('hang');
    await expect(gateway.refund(noDb, made.gatewayPaymentId, 100, 'r-hang', new Date())).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    expect(await gateway.refund(noDb, made.gatewayPaymentId, 100, 'r-hang', new Date())).toEqual(expect.any(String));
  });

  it('calls wrong credentials or a malformed request a rejection, not an unknown', async () => {
    const wrong = createPaypalGateway({
      baseUrl: double.baseUrl,
      clientId: double.clientId,
      clientSecret: 'wrong',
      webhookId: double.webhookId,
      timeoutMs: TIMEOUT_MS,
    });
    await expect(wrong.createPayment(noDb, newPayment())).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      reason: 'invalid',
    });
    await expect(gateway.createPayment(noDb, newPayment({ amount: 0 }))).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      reason: 'invalid',
    });
  });

  describe('the contract every provider keeps', () => {
    const FAULT_PATHS = {
      create: ['POST', '/v2/checkout/orders'],
      read: ['GET', '/v2/checkout/orders/'],
      refund: ['POST', '/v2/payments/captures/'],
    } as const;
    providerContractCases((): ProviderContractHarness => ({
      gateway,
      currency: 'AUD',
      paymentType: 'paypal',
      decide: async (id, decision) => {
        // The payer's approval is followed by our read-back, which captures: only then was money taken.
        if (decision === 'approve') {
          await double.control.approve(id);
          await gateway.getPayment(noDb, id, new Date());
        } else if (decision === 'decline') await double.control.decline(id);
        // A payer who cancels on PayPal's page leaves the order open there: it reads abandoned once
        // we give it up (or our expiry passes), and is then never captured.
        else await gateway.cancel(noDb, id, new Date());
      },
      fail: (call, fault) => {
        const [method, path] = FAULT_PATHS[call];
        double.control.answerOn(method, path, fault === 'timeout' ? 'hang' : { status: 503 });
      },
      notification: (id) => {
        const event = double.control.events.filter((e) => e.body.includes(id)).at(-1);
        const body = event?.body ?? '{}';
        return Promise.resolve({ rawBody: Buffer.from(body), headers: double.control.signedHeaders(body), query: {} });
      },
      forged: () => {
        const body = double.control.events.at(-1)?.body ?? '{}';
        return { rawBody: Buffer.from(body), headers: double.control.signedHeaders(body, { forged: true }), query: {} };
      },
      refundCount: (id) => double.control.refundsFor(id).length,
    }));
  });

  describe('webhooks', () => {
    let endpoint: NotificationEndpoint;
    let received: NotificationEndpoint['received'] = [];

    beforeAll(async () => {
      // The notification route's first step: the adapter's check on the raw bytes.
      endpoint = await startNotificationEndpoint(() => gateway, 'paypal');
      received = endpoint.received;
      double.setWebhookUrl(endpoint.url);
    });
    afterAll(async () => {
      double.setWebhookUrl(undefined);
      await endpoint.close();
    });

    it('names the order of an approval and a capture, and the refund, once PayPal verified them', async () => {
      received.length = 0;
      const { gatewayPaymentId } = await created();
      await double.control.approve(gatewayPaymentId);
      await gateway.getPayment(noDb, gatewayPaymentId, new Date());
      const refundId = await gateway.refund(noDb, gatewayPaymentId, 1250, `wh-${gatewayPaymentId}`, new Date());
      const ack = { contentType: 'text/plain', body: '' };
      expect(received).toEqual([
        // CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED, CHECKOUT.ORDER.COMPLETED, PAYMENT.CAPTURE.REFUNDED
        { status: 200, facts: { gatewayPaymentIds: [gatewayPaymentId], refundIds: [], ack } },
        { status: 200, facts: { gatewayPaymentIds: [gatewayPaymentId], refundIds: [], ack } },
        { status: 200, facts: { gatewayPaymentIds: [gatewayPaymentId], refundIds: [], ack } },
        { status: 200, facts: { gatewayPaymentIds: [], refundIds: [refundId], ack } },
      ]);
    });

    it('gives the same facts for repeated and reordered events; refuses forged and tampered ones', async () => {
      double.control.holdEvents = true;
      try {
        received.length = 0;
        const { gatewayPaymentId } = await created();
        await double.control.approve(gatewayPaymentId);
        await gateway.getPayment(noDb, gatewayPaymentId, new Date());
        const events = double.control.events.slice(-3);
        expect(await double.control.deliver([...events].reverse().concat(events))).toEqual(Array(6).fill(200));
        expect(received.every((r) => JSON.stringify(r.facts).includes(gatewayPaymentId))).toBe(true);
        expect(await double.control.deliver(events, { forged: true })).toEqual([400, 400, 400]);
        const body = events[0]?.body ?? '';
        const headers = double.control.signedHeaders(body);
        const tampered = Buffer.from(body.replace(gatewayPaymentId, 'ANOTHERORDER00000'));
        expect(await gateway.verifyNotification({ rawBody: tampered, headers, query: {} })).toBeNull();
        const before = double.control.verifications;
        expect(await gateway.verifyNotification({ rawBody: Buffer.from(body), headers: {}, query: {} })).toBeNull();
        expect(double.control.verifications).toBe(before); // refused before asking PayPal
        double.control.answerNext({ status: 503 });
        await expect(
          gateway.verifyNotification({ rawBody: Buffer.from(body), headers, query: {} }),
        ).rejects.toBeInstanceOf(GatewayUnavailableError);
      } finally {
        double.control.holdEvents = false;
      }
    });
  });
});
