/**
 * The contract every remote provider's adapter keeps (docs/payment-providers.md#the-adapter-contract),
 * as test cases any provider's contract test registers with a harness over its double:
 *
 *   providerContractCases(() => harness);
 *
 * The adapter alone, no database: create, read back, approve, decline, abandon, refund once per
 * key, timeouts and 5xx as GatewayUnavailableError, forged notifications refused.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { GatewayUnavailableError } from '../../../server/services/payments/gateway-errors';
import type { NewGatewayPayment } from '../../../server/services/payments/payment-gateway';
import type { ProviderGateway, ProviderNotification } from '../../../server/services/payments/provider-gateway';

export interface ProviderContractHarness {
  gateway: ProviderGateway;
  /** The currency the double takes payments in. */
  currency: string;
  paymentType?: NewGatewayPayment['paymentType'];
  /** The payer's decision on the provider's page, for the provider's id of the payment. */
  decide(gatewayPaymentId: string, decision: 'approve' | 'decline' | 'abandon'): Promise<void>;
  /** The next call of this kind times out (the double hangs) or answers 5xx. */
  fail(call: 'create' | 'read' | 'refund', fault: 'timeout' | '5xx'): void;
  /** A genuine notification about the payment, as the provider would send it. */
  notification(gatewayPaymentId: string): Promise<ProviderNotification>;
  /** A notification the provider never sent (bad signature, unknown payment). */
  forged(): ProviderNotification;
  /** How many refunds the provider holds for the payment. */
  refundCount(gatewayPaymentId: string): number;
}

export function newProviderPayment(
  h: Pick<ProviderContractHarness, 'currency' | 'paymentType'>,
  extra: Partial<NewGatewayPayment> = {},
): NewGatewayPayment {
  const reference = randomUUID();
  const now = new Date();
  return {
    merchant: 'parkco',
    paymentCode: 201,
    reference,
    idempotencyKey: `kerbside-${reference}`,
    currency: h.currency,
    paymentType: h.paymentType ?? 'card',
    notificationUrl: 'http://127.0.0.1:9/payments/notify/test/parkco',
    description: 'Parking ABCD-EFGH',
    amount: 1320,
    returnUrl: `http://127.0.0.1:9/shop/park-central/pay/${reference}`,
    payUiType: 'REDIRECT',
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    now,
    ...extra,
  };
}

/** Registers the contract's cases; `harness` is read inside each test (after the suite's beforeAll). */
export function providerContractCases(harness: () => ProviderContractHarness): void {
  const db = { query: async () => [], executeScript: async () => undefined };
  const read = (h: ProviderContractHarness, id: string) => h.gateway.getPayment(db, id, new Date());

  it('contract: creates a payment with a page, pending until the payer decides; approved with the amount asked', async () => {
    const h = harness();
    const created = await h.gateway.createPayment(db, newProviderPayment(h));
    expect(created.url).toMatch(/^https?:\/\//);
    expect((await read(h, created.gatewayPaymentId))?.status).toBe('pending');
    await h.decide(created.gatewayPaymentId, 'approve');
    expect(await read(h, created.gatewayPaymentId)).toMatchObject({ status: 'approved', amount: 1320 });
  });

  it('contract: the same idempotency key creates one payment', async () => {
    const h = harness();
    const payment = newProviderPayment(h);
    const first = await h.gateway.createPayment(db, payment);
    const second = await h.gateway.createPayment(db, payment);
    expect(second.gatewayPaymentId).toBe(first.gatewayPaymentId);
  });

  it('contract: declined and abandoned read as such; an unknown id reads as null', async () => {
    const h = harness();
    const declined = await h.gateway.createPayment(db, newProviderPayment(h));
    await h.decide(declined.gatewayPaymentId, 'decline');
    expect((await read(h, declined.gatewayPaymentId))?.status).toBe('declined');
    const abandoned = await h.gateway.createPayment(db, newProviderPayment(h));
    await h.decide(abandoned.gatewayPaymentId, 'abandon');
    expect((await read(h, abandoned.gatewayPaymentId))?.status).toBe('abandoned');
    expect(await h.gateway.cancel(db, abandoned.gatewayPaymentId, new Date())).toBe(true);
    expect(await read(h, 'unknown0000000000')).toBeNull();
  });

  it('contract: a refund is made once per key and is read back as succeeded', async () => {
    const h = harness();
    const created = await h.gateway.createPayment(db, newProviderPayment(h));
    await h.decide(created.gatewayPaymentId, 'approve');
    expect(await h.gateway.cancel(db, created.gatewayPaymentId, new Date())).toBe(false);
    const key = `cancel-${randomUUID()}`;
    const refund = await h.gateway.refund(db, created.gatewayPaymentId, 500, key, new Date());
    const again = await h.gateway.refund(db, created.gatewayPaymentId, 500, key, new Date());
    expect(refund).not.toBeNull();
    expect(again).toBe(refund);
    expect(h.refundCount(created.gatewayPaymentId)).toBe(1);
    expect(await h.gateway.getRefund(refund!, new Date())).toBe('succeeded');
  });

  it('contract: a timeout or a 5xx is GatewayUnavailableError (unknown), on create, read and refund', async () => {
    const h = harness();
    for (const fault of ['timeout', '5xx'] as const) {
      h.fail('create', fault);
      await expect(h.gateway.createPayment(db, newProviderPayment(h))).rejects.toBeInstanceOf(GatewayUnavailableError);
      const created = await h.gateway.createPayment(db, newProviderPayment(h));
      h.fail('read', fault);
      await expect(read(h, created.gatewayPaymentId)).rejects.toBeInstanceOf(GatewayUnavailableError);
      await h.decide(created.gatewayPaymentId, 'approve');
      h.fail('refund', fault);
      await expect(
        h.gateway.refund(db, created.gatewayPaymentId, 100, randomUUID(), new Date()),
      ).rejects.toBeInstanceOf(GatewayUnavailableError);
    }
  });

  it('contract: a genuine notification names the payment; a forged one is refused (null)', async () => {
    const h = harness();
    const created = await h.gateway.createPayment(db, newProviderPayment(h));
    await h.decide(created.gatewayPaymentId, 'approve');
    const facts = await h.gateway.verifyNotification(await h.notification(created.gatewayPaymentId));
    expect(facts?.gatewayPaymentIds).toContain(created.gatewayPaymentId);
    expect(await h.gateway.verifyNotification(h.forged())).toBeNull();
  });
}
