/**
 * The Windcave adapter against its double (docs/payment-providers.md#windcave): the shared adapter
 * contract, and what only Windcave has: amounts as decimal strings, the FPRN, card tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayRejectedError } from '../../server/services/payments/gateway-errors';
import { createWindcaveGateway } from '../../server/services/payments/providers/windcave/windcave-gateway';
import { minorUnits, windcaveAmount } from '../../server/services/payments/providers/windcave/windcave-status';
import type { ProviderGateway } from '../../server/services/payments/provider-gateway';
import { startWindcaveDouble, type WindcaveDouble } from '../doubles/windcave/windcave-double';
import { newProviderPayment, providerContractCases, type ProviderContractHarness } from './support/provider-contract';

describe('Windcave adapter', () => {
  let double: WindcaveDouble;
  let gateway: ProviderGateway;
  const db = { query: async () => [], executeScript: async () => undefined };

  beforeAll(async () => {
    double = await startWindcaveDouble();
    gateway = createWindcaveGateway({
      baseUrl: double.apiUrl,
      username: double.username,
      apiKey: double.apiKey,
      timeoutMs: 300,
    });
  });
  afterAll(async () => {
    await double?.close();
  });

  providerContractCases((): ProviderContractHarness => ({
    gateway,
    currency: 'AUD',
    decide: (id, decision) => double.control.decide(id, decision === 'abandon' ? 'cancel' : decision, false),
    fail: (call, fault) =>
      double.control.fail(
        call === 'create' ? 'createSession' : call === 'read' ? 'getSession' : 'refund',
        fault === 'timeout' ? 'timeout' : '5xx',
      ),
    notification: async (id) => ({ rawBody: Buffer.alloc(0), headers: {}, query: { sessionId: id } }),
    forged: () => ({ rawBody: Buffer.alloc(0), headers: {}, query: { sessionId: 'feedfacefeedface' } }),
    refundCount: (id) => {
      const approved = double.control
        .sessions()
        .find((s) => s.id === id)
        ?.transactions.find((t) => t.authorised);
      return double.control.refunds().filter((r) => r.sessionId === approved?.id && r.authorised).length;
    },
  }));

  it('amounts: minor units as Windcave decimal strings and back; anything else is -1', () => {
    expect(windcaveAmount(1320)).toBe('13.20');
    expect(windcaveAmount(5)).toBe('0.05');
    expect(minorUnits('13.20')).toBe(1320);
    expect(minorUnits('13.2')).toBe(1320);
    expect(minorUnits('13')).toBe(1300);
    expect(minorUnits('13.205')).toBe(-1);
    expect(minorUnits('-1.00')).toBe(-1);
  });

  it('sends our reference and the key; a session in another currency never reads as the amount asked', async () => {
    const payment = newProviderPayment({ currency: 'AUD' });
    const created = await gateway.createPayment(db, payment);
    const session = double.control.sessions().find((s) => s.id === created.gatewayPaymentId);
    expect(session).toMatchObject({ merchantReference: payment.reference, amount: '13.20', currency: 'AUD' });
    expect(double.control.keyUses(payment.idempotencyKey)).toBe(1);
    await double.control.decide(created.gatewayPaymentId, 'approve', false);
    double.control.reportAmount(created.gatewayPaymentId, '13.20', 'NZD');
    expect(await gateway.getPayment(db, created.gatewayPaymentId, new Date())).toMatchObject({
      status: 'approved',
      currency: 'NZD',
    });
  });

  it('wrong credentials are a refusal (4xx), not an unknown outcome', async () => {
    const wrong = createWindcaveGateway({ baseUrl: double.apiUrl, username: 'x', apiKey: 'y', timeoutMs: 300 });
    await expect(wrong.createPayment(db, newProviderPayment({ currency: 'AUD' }))).rejects.toBeInstanceOf(
      GatewayRejectedError,
    );
  });

  it('card tokens: a validate session stores the card; the token is charged without a page', async () => {
    const started = await gateway.startCardRegistration(db, {
      merchant: 'parkco',
      returnUrl: 'http://127.0.0.1:9/shop/park-central/mycards',
      payUiType: 'REDIRECT',
      expiresAt: new Date(Date.now() + 600_000),
      now: new Date(),
    });
    expect(await gateway.getCardRegistration(db, started.registrationId, new Date())).toEqual({
      status: 'pending',
      card: null,
    });
    await double.control.decide(started.registrationId, 'approve', false);
    const saved = await gateway.getCardRegistration(db, started.registrationId, new Date());
    expect(saved).toMatchObject({
      status: 'saved',
      card: { maskedNumber: '411111........11', brand: 'visa', expiryMonth: 12, expiryYear: 2030 },
    });
    const charged = await gateway.createPayment(
      db,
      newProviderPayment({ currency: 'AUD' }, { savedCardToken: saved!.card!.token }),
    );
    expect(charged).toMatchObject({ charged: true, url: '' });
    expect(await gateway.getPayment(db, charged.gatewayPaymentId, new Date())).toMatchObject({
      status: 'approved',
      amount: 1320,
    });
    const refund = await gateway.refund(db, charged.gatewayPaymentId, 1320, 'cancel-token', new Date());
    expect(await gateway.getRefund(refund!, new Date())).toBe('succeeded');
    // An unknown token is declined, not charged.
    const declined = await gateway.createPayment(
      db,
      newProviderPayment({ currency: 'AUD' }, { savedCardToken: 'nope' }),
    );
    expect(declined.charged).toBe(false);
  });

  it('FPRN: the session id is read from the query, a form or a JSON body; a malformed one is refused', async () => {
    const created = await gateway.createPayment(db, newProviderPayment({ currency: 'AUD' }));
    const id = created.gatewayPaymentId;
    const form = await gateway.verifyNotification({ rawBody: Buffer.from(`sessionId=${id}`), headers: {}, query: {} });
    const json = await gateway.verifyNotification({
      rawBody: Buffer.from(JSON.stringify({ sessionId: id })),
      headers: {},
      query: {},
    });
    expect(form?.gatewayPaymentIds).toEqual([id]);
    expect(json?.gatewayPaymentIds).toEqual([id]);
    expect(
      await gateway.verifyNotification({ rawBody: Buffer.alloc(0), headers: {}, query: { sessionId: '../x' } }),
    ).toBeNull();
  });
});
