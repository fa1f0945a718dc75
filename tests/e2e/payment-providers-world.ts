/**
 * The browser journeys through each remote payment provider (docs/payment-providers.md#testing): one
 * server of their own, started with the fixture tenant tests/fixtures/tenants-payments/payco.json,
 * whose methods are moved to the providers below, each pointed at its local double, with a wallet
 * programme that tops up and a shop with a catalogue added. Used by payment-providers.spec.ts
 * (parking) and payment-providers-wallet-shop.spec.ts (wallet top-up, shop order).
 *
 * A provider is one entry of PROVIDERS (its double, tenant settings and secrets, the refunds it holds);
 * a method paid through it is one entry of METHODS (the code, the kind, the button that approves on
 * the provider's page).
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { PaymentMethod, PaymentProviders, Tenant } from '../../src/generated/tenant';
import { DEMO_TEST_TOOLS } from '../../server/config/server-env';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { startOmipayDouble } from '../doubles/omipay/omipay-double';
import { startPaypalDouble } from '../doubles/paypal/paypal-double';
import { startStripeDouble } from '../doubles/stripe/stripe-double';
import { startWindcaveDouble } from '../doubles/windcave/windcave-double';
import { accountForm } from './account-helpers';
import type { Customer } from './parking-helpers';
import { expect as baseExpect, test as base } from './test';

const FIXTURE_DIR = path.resolve(import.meta.dirname, '../fixtures/tenants-payments');
const CATALOGUE_IMAGE = path.resolve(import.meta.dirname, '../../tenants/lotus/catalogue/images/drinks.svg');
export const TENANT = 'payco';
export const SHOP = 'payco-central';

type ProviderName = 'windcave' | 'omipay' | 'paypal' | 'stripe';

/** A provider's double, running, as the journeys need it. */
export interface RunningProvider {
  settings: PaymentProviders;
  /** Environment variables the settings' secret references name. */
  env: Record<string, string>;
  /** The refunds the double took (accepted), in minor units. */
  refunds(): { amount: number }[];
  /** Windcave only: every refund answers 5xx until `refuseRefunds(false)`. */
  refuseRefunds?(refuse: boolean): void;
  close(): Promise<void>;
}

/** A method of the fixture tenant paid through a provider: the pay pages' choices name it. */
export interface ProviderMethod {
  provider: ProviderName;
  method: Pick<PaymentMethod, 'code' | 'paymentType' | 'name'>;
  /** On the provider's hosted page: the payer approves. */
  approve(page: Page): Promise<void>;
}

/** Windcave's and PayPal's "13.20" as cents. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

const PROVIDERS: Record<ProviderName, () => Promise<RunningProvider>> = {
  async windcave() {
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
      refunds: () =>
        double.control
          .refunds()
          .filter((r) => r.authorised)
          .map((r) => ({ amount: cents(r.amount) })),
      refuseRefunds: (refuse) =>
        refuse ? double.control.fail('refund', '5xx', 10_000) : double.control.heal('refund'),
      close: () => double.close(),
    };
  },
  async omipay() {
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
      refunds: () =>
        double.control
          .refunds()
          .filter((r) => r.state !== 'FAILED')
          .map((r) => ({ amount: r.amount })),
      close: () => double.close(),
    };
  },
  async stripe() {
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
      refunds: () =>
        double.control
          .refunds()
          .filter((r) => r['status'] !== 'failed')
          .map((r) => ({ amount: Number(r['amount']) })),
      close: () => double.close(),
    };
  },
  async paypal() {
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
      refunds: () =>
        double.control
          .refunds()
          .filter((r) => r['status'] !== 'FAILED')
          .map((r) => ({ amount: cents(String((r['amount'] as { value: string }).value)) })),
      close: () => double.close(),
    };
  },
};

const omipayApprove = (page: Page) => page.getByRole('button', { name: 'Approve payment' }).click();

export const METHODS: ProviderMethod[] = [
  {
    provider: 'windcave',
    method: { code: 201, paymentType: 'card', name: 'Card (Windcave)' },
    approve: (page) => page.getByRole('button', { name: 'Pay with test card' }).click(),
  },
  {
    provider: 'omipay',
    method: { code: 202, paymentType: 'wechat', name: 'WeChat Pay (Omipay)' },
    approve: omipayApprove,
  },
  {
    provider: 'omipay',
    method: { code: 203, paymentType: 'alipay', name: 'Alipay (Omipay)' },
    approve: omipayApprove,
  },
  {
    provider: 'stripe',
    // The second card series (docs/rules.md#payment-codes): Windcave has 201.
    method: { code: 301, paymentType: 'card', name: 'Card (Stripe)' },
    approve: (page) => page.getByRole('button', { name: 'Pay', exact: true }).click(),
  },
  {
    provider: 'paypal',
    method: { code: 204, paymentType: 'paypal', name: 'PayPal' },
    approve: (page) => page.getByRole('button', { name: 'Approve', exact: true }).click(),
  },
];

export interface ProvidersWorld {
  server: RunningServer;
  tenant: Tenant;
  running: Map<ProviderName, RunningProvider>;
}

/** A wallet programme that tops up by the methods above (docs/wallet.md#top-up). */
const WALLET: Tenant['wallet'] = {
  programmes: [
    {
      code: 'PAYCO-WALLET',
      kind: 'stored-value',
      name: 'Pay Co Wallet',
      localNames: { 'zh-hans': 'Pay Co 储值卡' },
      issue: ['signup'],
      cardPrefix: '7300',
      validityDays: 365,
      pointsPerCurrencyUnit: 0,
      topUp: { presets: [1000, 2000], minimum: 500, maximum: 50000, custom: false },
    },
  ],
};

/** Open all day, pickup only, one product (docs/shop.md#catalogue). */
const SHOP_SETTINGS = {
  openingHours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '23:59' }],
  minimumWaitMinutes: 10,
  cartMinutes: 60,
  tipPresets: [10, 15],
  pickup: { enabled: true, slotMinutes: 15, daysAhead: 1 },
  delivery: { enabled: false, zones: [] },
  table: { enabled: false, tables: [] },
};

export const FLAT_WHITE = { name: 'Flat white', price: 450 };

const CATALOGUE = {
  shopCode: SHOP,
  categories: [{ id: 'coffee', name: { 'en-gb': 'Coffee', 'zh-hans': '咖啡' } }],
  products: [
    {
      id: 'flat-white',
      category: 'coffee',
      name: { 'en-gb': FLAT_WHITE.name, 'zh-hans': '馥芮白' },
      image: 'catalogue/images/coffee.svg',
      price: FLAT_WHITE.price,
    },
  ],
};

/** The tenant folder: the fixture, its methods moved to the providers, their settings naming the doubles. */
export async function tenantsFolderFor(
  running: Map<ProviderName, RunningProvider>,
): Promise<{ dir: string; tenant: Tenant }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kerbside-payment-tenants-'));
  await cp(FIXTURE_DIR, dir, { recursive: true });
  const file = path.join(dir, `${TENANT}.json`);
  const tenant = JSON.parse(await readFile(file, 'utf8')) as Tenant & { $schema?: string };
  delete tenant.$schema;
  tenant.payment.methods = METHODS.map((p) => ({
    ...p.method,
    visible: true,
    surchargeType: 'none',
    provider: p.provider,
  })) as Tenant['payment']['methods'];
  tenant.paymentProviders = Object.assign({}, ...[...running.values()].map((r) => r.settings)) as PaymentProviders;
  tenant.features = { ...tenant.features, wallet: true };
  tenant.wallet = WALLET;
  tenant.sites = tenant.sites.map((site) => ({ ...site, shop: SHOP_SETTINGS })) as unknown as Tenant['sites'];
  await writeFile(file, JSON.stringify(tenant, null, 2));
  await mkdir(path.join(dir, TENANT, 'catalogue', 'images'), { recursive: true });
  await cp(CATALOGUE_IMAGE, path.join(dir, TENANT, 'catalogue', 'images', 'coffee.svg'));
  await writeFile(path.join(dir, TENANT, 'catalogue', `${SHOP}.json`), JSON.stringify(CATALOGUE, null, 2));
  return { dir, tenant };
}

export const test = base.extend<object, { providersWorld: ProvidersWorld }>({
  providersWorld: [
    // Playwright reads what a fixture depends on from this pattern: this one depends on nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const running = new Map<ProviderName, RunningProvider>();
      for (const name of new Set(METHODS.map((m) => m.provider))) running.set(name, await PROVIDERS[name]());
      const { dir, tenant } = await tenantsFolderFor(running);
      const server = await startServer(
        {
          ...DEMO_TEST_TOOLS,
          TENANTS_DIR: dir,
          ...Object.assign({}, ...[...running.values()].map((r) => r.env)),
          RATE_LIMIT_MAX: '100000',
          RATE_LIMIT_CODE_SENDS: '1000',
          RATE_LIMIT_PHONE_CHECKS: '1000',
          // The re-check job sends owed refunds again: every few seconds here, so a journey sees one go through.
          PAYMENT_RECHECK_SECONDS: '3',
        },
        { readyTimeoutMs: 240_000 },
      );
      try {
        await provide({ server, tenant, running });
      } finally {
        await server.stop();
        for (const r of running.values()) await r.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  // Every page and API call of these tests goes to this server, not the worker's demo server.
  baseURL: async ({ providersWorld }, provide) => provide(providersWorld.server.baseUrl),
});

/**
 * These journeys cross a server of their own and a provider's pages, whose answers come slower than a
 * screen's on a loaded machine: each check waits longer than the suite's default.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** The running double of a method's provider. */
export function providerOf(world: ProvidersWorld, journey: ProviderMethod): RunningProvider {
  const provider = world.running.get(journey.provider);
  if (!provider) throw new Error(`${journey.provider} not started`);
  return provider;
}

/** Logs the customer in on the shop's login page, which then opens the page asked for. */
export async function logInTo(page: Page, customer: Customer, pathAndQuery: string): Promise<void> {
  const target = `/shop/${SHOP}/${pathAndQuery}`;
  await page.goto(`/shop/${SHOP}/login?redirect=${encodeURIComponent(target)}`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?.]/g, '\\$&')}$`), { timeout: 15_000 });
}
