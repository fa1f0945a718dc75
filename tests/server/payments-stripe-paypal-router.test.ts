/**
 * Booking payments through Stripe and PayPal end to end (docs/payment-providers.md#stripe,
 * #paypal): the app with parkco's method on the provider, pointed at its double, whose webhooks
 * reach the app's notification route. The browser's part is played by fetch: it opens the app's
 * gateway URL, loads the provider's page and presses its button. Settlement comes only from the
 * read-back after a verified webhook.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDrivers } from './support/describe-on-drivers';
import { poolState, stay } from './support/parking-kit';
import type { PayResult, StatusResult } from './support/payment-kit';
import {
  cancelWithUnansweredRefund,
  eventually,
  startProviderSuite,
  type ProviderSuite,
} from './support/provider-suite';
import { startPaypalDouble, type PaypalDouble } from '../doubles/paypal/paypal-double';
import { startStripeDouble, type StripeDouble } from '../doubles/stripe/stripe-double';

/** One provider as the suite drives it. */
interface Harness {
  name: 'stripe' | 'paypal';
  code: 201 | 204;
  /** Starts the double and the app; points the double's webhooks at the app. */
  start(driver: Parameters<typeof startProviderSuite>[0]): Promise<ProviderSuite>;
  /** The page's approve button, as the payer's browser presses it; the response (a redirect back). */
  approve(pageUrl: string): Promise<Response>;
  /** The provider's id of the payment whose page this is. */
  idOf(pageUrl: string): string;
  /** The webhook events about that payment, and the same sent again 20 times / forged. */
  redeliver(id: string, times: number, forged: boolean): Promise<number[]>;
  /** The next refund call hangs past the timeout. */
  hangNextRefund(): void;
  /** The payment will be taken in another amount. */
  takeAnotherAmount(id: string): void;
  refundsOf(id: string): number;
}

/** The address the customer's browser used, as the Host header says. */
const BROWSER_HOST = 'parking.example.test';

const pressForm = (url: string, action: string) =>
  fetch(url, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });

function stripeHarness(): Harness {
  let double: StripeDouble;
  return {
    name: 'stripe',
    code: 201,
    async start(driver) {
      double = await startStripeDouble();
      const suite = await startProviderSuite(driver, {
        provider: 'stripe',
        settings: {
          stripe: { baseUrl: double.baseUrl, secretKey: { env: 'STRIPE_KEY' }, webhookSecret: { env: 'STRIPE_WH' } },
        },
        secrets: { STRIPE_KEY: double.secretKey, STRIPE_WH: double.webhookSecret },
        close: () => double.close(),
      });
      double.setWebhookUrl(`${suite.baseUrl}/payments/notify/stripe/parkco`);
      return suite;
    },
    approve: (url) => pressForm(url, 'pay'),
    idOf: (url) => new URL(url).pathname.split('/').at(-1) ?? '',
    async redeliver(id, times, forged) {
      const events = double.control.events.filter((e) => e.body.includes(id) && e.type.startsWith('checkout.'));
      const all = Array.from({ length: times }, () => events).flat();
      return (await Promise.all(all.map((e) => double.control.deliver([e], { forged })))).flat();
    },
    hangNextRefund: () => double.control.answerOn('POST', '/v1/refunds', 'hang'),
    takeAnotherAmount: (id) => double.control.payAs(id, { amount: 1300 }),
    refundsOf: (id) => double.control.refundsFor(id).length,
  };
}

function paypalHarness(): Harness {
  let double: PaypalDouble;
  return {
    name: 'paypal',
    code: 204,
    async start(driver) {
      double = await startPaypalDouble();
      const suite = await startProviderSuite(driver, {
        provider: 'paypal',
        method: { code: 204, paymentType: 'paypal' },
        settings: {
          paypal: {
            baseUrl: double.baseUrl,
            clientId: { env: 'PAYPAL_ID' },
            clientSecret: { env: 'PAYPAL_SECRET' },
            webhookId: double.webhookId,
          },
        },
        secrets: { PAYPAL_ID: double.clientId, PAYPAL_SECRET: double.clientSecret },
        close: () => double.close(),
      });
      double.setWebhookUrl(`${suite.baseUrl}/payments/notify/paypal/parkco`);
      return suite;
    },
    approve: (url) => pressForm(url, 'approve'),
    idOf: (url) => new URL(url).searchParams.get('token') ?? '',
    async redeliver(id, times, forged) {
      const events = double.control.events.filter((e) => e.body.includes(id));
      const all = Array.from({ length: times }, () => events).flat();
      return (await Promise.all(all.map((e) => double.control.deliver([e], { forged })))).flat();
    },
    hangNextRefund: () => double.control.answerOn('POST', '/v2/payments/captures/', 'hang'),
    takeAnotherAmount: (id) => double.control.captureAs(id, { amount: 1300 }),
    refundsOf: (id) => double.control.refundsFor(id).length,
  };
}

for (const h of [stripeHarness(), paypalHarness()]) {
  describeOnDrivers(`payments through ${h.name}`, (driver) => {
    let s: ProviderSuite;

    beforeAll(async () => {
      s = await h.start(driver);
    });
    afterAll(async () => {
      await s?.close();
    });

    const status = (token: string, txn: string) => s.client().call<StatusResult>('/svc/payStatus', { txn }, token);
    const ledger = async (reference: string) =>
      (
        await s.db.query<{ state: string; flag: string | null; provider_payment_id: string | null }>(
          'SELECT state, flag, provider_payment_id FROM provider_payments WHERE reference = $1',
          [reference],
        )
      )[0];
    const expectInvariant = async () => {
      const state = await poolState(s.db, 'parkco', 'park-central-site', 'hourly');
      expect(state.held + state.available).toBe(state.capacity);
    };
    /** A held booking, its payment started and the provider's page opened (as the browser does). */
    const opened = async () => {
      const customer = await s.customer();
      const booking = await s.client().book(customer.token, stay(s.clock.now(), 3, 2));
      const paid = await s
        .client()
        .call<PayResult>(
          '/svc/pay',
          { idempotencyKey: randomUUID(), bookingId: booking.bookingId, paymentCode: h.code },
          customer.token,
        );
      expect(paid.result).toMatchObject({ rtn: 1, gatewayUrl: `/payments/go/${paid.result.txn}` });
      const go = await fetch(`${s.baseUrl}${paid.result.gatewayUrl}`, { redirect: 'manual' });
      expect(go.status).toBe(303);
      const page = go.headers.get('location') ?? '';
      return { token: customer.token, booking, txn: paid.result.txn, page, id: h.idOf(page) };
    };
    const approved = (token: string, txn: string) =>
      eventually(
        () => status(token, txn),
        (a) => a.result.status === 'approved',
      );

    it('the payer approves on the provider page, comes back, and the webhook settles the booking', async () => {
      const { token, booking, txn, page, id } = await opened();
      expect((await fetch(page)).status).toBe(200);
      expect((await status(token, txn)).result.status).toBe('pending');
      const back = await h.approve(page);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toContain(`/pay/${txn}`);
      const paid = await approved(token, txn);
      expect(paid.result.booking).toMatchObject({ bookingId: booking.bookingId, status: 'booked' });
      expect(await ledger(txn)).toMatchObject({ provider_payment_id: id, flag: null });
      await expectInvariant();
    });

    it('20 repeated webhooks settle once; forged ones are refused', async () => {
      const { token, txn, page, id } = await opened();
      await h.approve(page);
      await approved(token, txn);
      const answers = await h.redeliver(id, 20, false);
      expect(answers.length).toBeGreaterThanOrEqual(20);
      expect(new Set(answers)).toEqual(new Set([200]));
      const [settled] = await s.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM payments WHERE txn = $1 AND status = 'approved'",
        [txn],
      );
      expect(settled?.n).toBe(1);
      expect(new Set(await h.redeliver(id, 1, true))).toEqual(new Set([400]));
    });

    it('another amount taken: not settled, flagged', async () => {
      const { token, txn, page, id } = await opened();
      h.takeAnotherAmount(id);
      await h.approve(page);
      await eventually(
        () => ledger(txn),
        (row) => row?.flag === 'amount_mismatch',
      );
      const answer = await status(token, txn);
      expect(answer.result.status).not.toBe('approved');
      expect(answer.result.booking.status).toBe('pending_payment');
    });

    // Stripe saves cards (Checkout in setup mode); PayPal does not offer saved cards.
    if (h.name === 'stripe')
      it('a card saved at Stripe comes back to the address the browser used, is kept, and pays a booking', async () => {
        const customer = await s.customer();
        const cards = (body: object) =>
          s.client().call<{
            rtn: number;
            setupId?: string;
            gatewayUrl?: string;
            status?: string;
            cards: { id: string; maskedNumber: string; isDefault: boolean }[];
          }>('/account/actionCcUser', body, customer.token, { host: BROWSER_HOST });
        const added = await cards({ action: 'add' });
        // The id is Stripe's Checkout Session: the one Stripe hands back to the return URL.
        expect(added.result).toMatchObject({ rtn: 1, setupId: expect.stringMatching(/^cs_/) });
        // The return URL Stripe was given is absolute, on the address the customer's browser used.
        const back = await pressForm(added.result.gatewayUrl ?? '', 'pay');
        expect(back.status).toBe(303);
        const returned = new URL(back.headers.get('location') ?? '');
        expect(returned.origin).toBe(`http://${BROWSER_HOST}`);
        expect(returned.pathname).toMatch(/^\/shop\/[^/]+\/mycards$/);
        const setupId = returned.searchParams.get('setup');
        expect(setupId).toBe(added.result.setupId);
        // The browser confirms with what the return URL carries.
        const saved = await cards({ action: 'confirm', setupId });
        expect(saved.result).toMatchObject({ rtn: 1, status: 'saved' });
        expect(saved.result.cards).toHaveLength(1);
        expect(saved.result.cards[0]).toMatchObject({ isDefault: true, maskedNumber: expect.stringContaining('4242') });

        // The saved card pays a booking off-session: the go page charges it and sends the browser back.
        const booking = await s.client().book(customer.token, stay(s.clock.now(), 3, 2));
        const paid = await s.client().call<PayResult>(
          '/svc/pay',
          {
            idempotencyKey: randomUUID(),
            bookingId: booking.bookingId,
            paymentCode: h.code,
            savedCardId: saved.result.cards[0]?.id,
          },
          customer.token,
        );
        expect(paid.result).toMatchObject({ rtn: 1 });
        if (paid.result.gatewayUrl) {
          const go = await fetch(`${s.baseUrl}${paid.result.gatewayUrl}`, { redirect: 'manual' });
          expect(go.status).toBe(303);
          expect(go.headers.get('location')).toContain(`/pay/${paid.result.txn}`);
        }
        const settled = await approved(customer.token, paid.result.txn);
        expect(settled.result.booking).toMatchObject({ bookingId: booking.bookingId, status: 'booked' });
        const [payment] = await s.db.query<{ gateway: string }>('SELECT gateway FROM payments WHERE txn = $1', [
          paid.result.txn,
        ]);
        expect(payment?.gateway).toBe('stripe');
        expect(await ledger(paid.result.txn)).toMatchObject({ provider_payment_id: expect.stringMatching(/^pi_/) });
        await expectInvariant();
      });

    it('a refund that times out ends once, under its first key, after the job', async () => {
      const { token, booking, txn, page, id } = await opened();
      await h.approve(page);
      await approved(token, txn);
      h.hangNextRefund();
      await cancelWithUnansweredRefund(s, token, booking.bookingId, txn);
      expect(h.refundsOf(id)).toBe(1);
      await expectInvariant();
    });
  });
}
