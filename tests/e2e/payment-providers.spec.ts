/**
 * Booking payments through each remote payment provider in the browser (docs/payment-providers.md#testing):
 * one server of its own, started with the fixture tenant tests/fixtures/tenants-payments/payco.json,
 * whose methods are moved to the providers below, each pointed at its local double. For each provider
 * a customer pays a held booking on the provider's hosted page (REDIRECT), comes back to the ticket,
 * and cancels it with a refund, which the provider's double records once, for the refund shown.
 *
 * A provider is one entry of PROVIDERS: the method it takes, its tenant settings and secrets, how to
 * approve on its page and what refunds its double holds.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { PaymentMethod, PaymentProviders, Tenant } from '../../src/generated/tenant';
import { formatMoney } from '../../src/lib/money';
import { DEMO_TEST_TOOLS } from '../../server/config/server-env';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { startOmipayDouble } from '../doubles/omipay/omipay-double';
import { startPaypalDouble } from '../doubles/paypal/paypal-double';
import { startStripeDouble } from '../doubles/stripe/stripe-double';
import { startWindcaveDouble } from '../doubles/windcave/windcave-double';
import { accountForm, auMobile } from './account-helpers';
import { customerByApi, orderByApi, secondsFromNow, type Customer } from './parking-helpers';
import { expect, test as base } from './test';

const FIXTURE_DIR = path.resolve(import.meta.dirname, '../fixtures/tenants-payments');
const TENANT = 'payco';
const SHOP = 'payco-central';

/** A provider's double, running, as the journey needs it. */
interface RunningProvider {
  settings: PaymentProviders;
  /** Environment variables the settings' secret references name. */
  env: Record<string, string>;
  /** On the provider's hosted page: the payer approves. */
  approve(page: Page): Promise<void>;
  /** The refunds the double took (accepted), in minor units, with the payment they refund. */
  refunds(): { amount: number }[];
  close(): Promise<void>;
}

interface ProviderJourney {
  provider: 'windcave' | 'omipay' | 'paypal' | 'stripe';
  /** The fixture tenant's method moved to this provider (the pay page's radio names it). */
  method: Pick<PaymentMethod, 'code' | 'paymentType' | 'name'>;
  start(): Promise<RunningProvider>;
}

/** Windcave's "13.20" as cents. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

const PROVIDERS: ProviderJourney[] = [
  {
    provider: 'windcave',
    method: { code: 201, paymentType: 'card', name: 'Card (Windcave)' },
    async start() {
      const double = await startWindcaveDouble();
      return {
        settings: {
          windcave: {
            baseUrl: double.apiUrl,
            username: { env: 'PAYCO_WINDCAVE_USER' },
            apiKey: { env: 'PAYCO_WINDCAVE_KEY' },
          },
        },
        env: { PAYCO_WINDCAVE_USER: double.username, PAYCO_WINDCAVE_KEY: double.apiKey },
        approve: (page) => page.getByRole('button', { name: 'Pay with test card' }).click(),
        refunds: () =>
          double.control
            .refunds()
            .filter((r) => r.authorised)
            .map((r) => ({ amount: cents(r.amount) })),
        close: () => double.close(),
      };
    },
  },
  {
    provider: 'omipay',
    method: { code: 202, paymentType: 'wechat', name: 'WeChat Pay (Omipay)' },
    async start() {
      const double = await startOmipayDouble();
      return {
        settings: {
          omipay: {
            baseUrl: double.baseUrl,
            merchantNo: { env: 'PAYCO_OMIPAY_MERCHANT' },
            apiKey: { env: 'PAYCO_OMIPAY_KEY' },
          },
        },
        env: { PAYCO_OMIPAY_MERCHANT: double.merchantNo, PAYCO_OMIPAY_KEY: double.secret },
        approve: (page) => page.getByRole('button', { name: 'Approve payment' }).click(),
        refunds: () =>
          double.control
            .refunds()
            .filter((r) => r.state !== 'FAILED')
            .map((r) => ({ amount: r.amount })),
        close: () => double.close(),
      };
    },
  },
  {
    provider: 'stripe',
    // The second card series (docs/rules.md#payment-codes): Windcave has 201.
    method: { code: 301, paymentType: 'card', name: 'Card (Stripe)' },
    async start() {
      const double = await startStripeDouble();
      return {
        settings: {
          stripe: {
            baseUrl: double.baseUrl,
            secretKey: { env: 'PAYCO_STRIPE_KEY' },
            webhookSecret: { env: 'PAYCO_STRIPE_WEBHOOK' },
          },
        },
        env: { PAYCO_STRIPE_KEY: double.secretKey, PAYCO_STRIPE_WEBHOOK: double.webhookSecret },
        approve: (page) => page.getByRole('button', { name: 'Pay', exact: true }).click(),
        refunds: () =>
          double.control
            .refunds()
            .filter((r) => r['status'] !== 'failed')
            .map((r) => ({ amount: Number(r['amount']) })),
        close: () => double.close(),
      };
    },
  },
  {
    provider: 'paypal',
    method: { code: 204, paymentType: 'paypal', name: 'PayPal' },
    async start() {
      const double = await startPaypalDouble();
      return {
        settings: {
          paypal: {
            baseUrl: double.baseUrl,
            clientId: { env: 'PAYCO_PAYPAL_ID' },
            clientSecret: { env: 'PAYCO_PAYPAL_SECRET' },
            webhookId: double.webhookId,
          },
        },
        env: { PAYCO_PAYPAL_ID: double.clientId, PAYCO_PAYPAL_SECRET: double.clientSecret },
        approve: (page) => page.getByRole('button', { name: 'Approve', exact: true }).click(),
        refunds: () =>
          double.control
            .refunds()
            .filter((r) => r['status'] !== 'FAILED')
            .map((r) => ({ amount: cents(String((r['amount'] as { value: string }).value)) })),
        close: () => double.close(),
      };
    },
  },
];

interface ProvidersWorld {
  server: RunningServer;
  tenant: Tenant;
  running: Map<string, RunningProvider>;
}

/** The tenant folder: the fixture, its methods moved to the providers and their settings naming the doubles. */
async function tenantsFolderFor(running: Map<string, RunningProvider>): Promise<{ dir: string; tenant: Tenant }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kerbside-payment-tenants-'));
  await cp(FIXTURE_DIR, dir, { recursive: true });
  const file = path.join(dir, `${TENANT}.json`);
  const tenant = JSON.parse(await readFile(file, 'utf8')) as Tenant & { $schema?: string };
  delete tenant.$schema;
  tenant.payment.methods = PROVIDERS.map((p) => ({
    ...p.method,
    visible: true,
    surchargeType: 'none',
    provider: p.provider,
  })) as Tenant['payment']['methods'];
  tenant.paymentProviders = Object.assign({}, ...[...running.values()].map((r) => r.settings)) as PaymentProviders;
  await writeFile(file, JSON.stringify(tenant, null, 2));
  return { dir, tenant };
}

const test = base.extend<object, { providersWorld: ProvidersWorld }>({
  providersWorld: [
    // Playwright reads what a fixture depends on from this pattern: this one depends on nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const running = new Map<string, RunningProvider>();
      for (const journey of PROVIDERS) running.set(journey.provider, await journey.start());
      const { dir, tenant } = await tenantsFolderFor(running);
      const server = await startServer({
        ...DEMO_TEST_TOOLS,
        TENANTS_DIR: dir,
        ...Object.assign({}, ...[...running.values()].map((r) => r.env)),
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_CODE_SENDS: '1000',
        RATE_LIMIT_PHONE_CHECKS: '1000',
      });
      try {
        await provide({ server, tenant, running });
      } finally {
        await server.stop();
        for (const r of running.values()) await r.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  // Every page and API call of these tests goes to this server, not the worker's demo server.
  baseURL: async ({ providersWorld }, provide) => provide(providersWorld.server.baseUrl),
});

/** Opens the pay page of a booking: login first, which brings the customer back to it. */
async function openPayPage(page: Page, customer: Customer, bookingId: string): Promise<void> {
  await page.goto(`/shop/${SHOP}/pay?booking=${bookingId}`);
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/login\\?redirect=`));
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/pay\\?booking=${bookingId}$`));
}

for (const journey of PROVIDERS) {
  test(`${journey.provider}: pays a booking on its page, sees the ticket, cancels with a refund it records`, async ({
    page,
    request,
    providersWorld,
  }) => {
    const provider = providersWorld.running.get(journey.provider);
    if (!provider) throw new Error(`${journey.provider} not started`);
    const customer = await customerByApi(request, providersWorld.tenant, auMobile());
    const entry = secondsFromNow(3.5);
    const booking = await orderByApi(request, customer, SHOP, {
      offerCode: 'hourly',
      entry,
      exit: entry + 2 * 3600,
      paymentCode: journey.method.code,
    });

    await openPayPage(page, customer, booking.bookingId);
    await expect(page.getByTestId('pay-reference')).toHaveText(booking.reference);
    await page.getByRole('radio', { name: String(journey.method.name) }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    // The provider's own page, on its own origin (REDIRECT): the app's gateway URL sent the browser there.
    await expect(page).not.toHaveURL(new RegExp(`^${providersWorld.server.baseUrl}`));
    await provider.approve(page);
    // Back in the app, which reads the outcome from the provider (never from the return URL alone).
    await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=${booking.bookingId}$`), {
      timeout: 15_000,
    });

    await page.goto(`/shop/${SHOP}/mytickets`);
    const card = page.getByTestId('ticket-card').filter({ hasText: booking.reference });
    await expect(card.getByTestId('ticket-status')).toHaveText('Booked');
    await card.getByRole('link').click();
    await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
    await expect(page.getByTestId('qr-pass').first()).toBeVisible();

    // Cancelled 3.5 hours ahead: the full refund less the fee, sent back through the provider that took it.
    const refund = booking.total - (providersWorld.tenant.booking?.cancellation?.cancellationFee ?? 0);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByTestId('cancel-dialog').getByTestId('refund-amount')).toHaveText(formatMoney(refund));
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/cancel/success\\?booking=${booking.bookingId}$`));
    await expect(page.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
    await expect.poll(() => provider.refunds(), { timeout: 10_000 }).toEqual([{ amount: refund }]);

    await page.getByRole('link', { name: 'My tickets' }).click();
    await page.getByTestId('tickets-tab-past').click();
    const past = page.getByTestId('ticket-card').filter({ hasText: booking.reference });
    await expect(past.getByTestId('ticket-status')).toHaveText('Cancelled');
    await expect(past.getByTestId('ticket-refund')).toHaveText(`Refunded ${formatMoney(refund)}`);
  });
}
