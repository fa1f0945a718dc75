/**
 * A server whose fixture tenant pays by a remote provider pointed at that provider's double
 * (docs/payment-providers.md#testing): the parking fixture tenants with parkco's card method (201)
 * moved to the provider, its `paymentProviders` settings naming the double and secrets given to
 * the app. The app listens on a real port, so the double's notifications reach it. Any provider
 * plugs in with a `ProviderFixture`.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Tenant } from '../../../src/generated/tenant';
import { migrate } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/database';
import { startTestApp, type TestApp } from './app-harness';
import { ParkingClient, seedCustomer, START } from './parking-kit';
import { paymentTenants } from './payment-kit';
import { testClock, type TestClock } from './account-kit';
import type { TestDriver } from './test-databases';

/** What a provider's double gives the suite. */
export interface ProviderFixture {
  /** The provider name a method names. */
  provider: 'windcave' | 'omipay' | 'paypal' | 'stripe';
  /** The tenant file's `paymentProviders` entry of the provider (secret references by env name). */
  settings: NonNullable<Tenant['paymentProviders']>;
  /** The values of those secret references. */
  secrets: Record<string, string>;
  /** The method moved to the provider: its code and paymentType (default card 201). */
  method?: { code: 201 | 202 | 203 | 204; paymentType: 'card' | 'wechat' | 'alipay' | 'paypal' };
  close(): Promise<void>;
}

export interface ProviderSuite {
  t: TestApp;
  db: Database;
  clock: TestClock;
  /** The app's address (the double's notifications and the browser reach it here). */
  baseUrl: string;
  client(shop?: string): ParkingClient;
  customer(): Promise<{ accountId: string; token: string }>;
  close(): Promise<void>;
}

/** The parking fixture tenants with parkco's method on the fixture's provider. */
export function providerTenants(fixture: ProviderFixture): Tenant[] {
  const method = fixture.method ?? { code: 201, paymentType: 'card' };
  return paymentTenants({ hourly: 40 }).map((tenant) =>
    tenant.id !== 'parkco'
      ? tenant
      : {
          ...tenant,
          payment: {
            ...tenant.payment,
            methods: tenant.payment.methods.map((m) =>
              m.code === 201
                ? { ...m, code: method.code, paymentType: method.paymentType, provider: fixture.provider }
                : m,
            ) as Tenant['payment']['methods'],
          },
          paymentProviders: fixture.settings,
        },
  );
}

export async function startProviderSuite(
  driver: TestDriver,
  fixture: ProviderFixture,
  options: { timeoutMs?: number } = {},
): Promise<ProviderSuite> {
  const db = await driver.open();
  await migrate(db);
  const clock = testClock(START);
  const t = await startTestApp({
    db,
    tenants: providerTenants(fixture),
    accounts: { now: clock.now },
    paymentProviders: { secrets: fixture.secrets, timeoutMs: options.timeoutMs ?? 400 },
    // The demo staff (docs/staff.md#demo-staff): a manager reads the refunds owed.
    demoStaff: true,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    t,
    db,
    clock,
    baseUrl,
    client: (shop = 'park-central') => new ParkingClient(t.app, shop, 'plain'),
    customer: () => seedCustomer(db, 'parkco', clock.now()),
    async close() {
      await t.close();
      await fixture.close();
      await db.close();
      await driver.cleanup();
    },
  };
}

/** Waits until `check` holds (a notification is read back after its answer), failing after `ms`. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Cancels a paid booking with a refund while its provider does not answer the refund (the caller
 * made it hang or lose its answer): the refund stays owed and is tried, then the reconciliation job
 * ends it as succeeded under its first key (`cancel-<txn>`). The caller checks the provider made it once.
 */
export async function cancelWithUnansweredRefund(
  s: ProviderSuite,
  token: string,
  bookingId: string,
  txn: string,
): Promise<void> {
  const cancelled = await s
    .client()
    .call<{ booking: { status: string } }>(
      '/parking/bookingRefund',
      { idempotencyKey: randomUUID(), bookingId },
      token,
    );
  expect(cancelled.result).toMatchObject({ rtn: 1, booking: { status: 'cancelled' } });
  const owed = () =>
    s.db.query<{ status: string; idempotency_key: string; attempts: number }>(
      'SELECT status, idempotency_key, attempts FROM provider_refunds WHERE reference = $1',
      [txn],
    );
  await eventually(owed, (rows) => rows.length === 1 && rows[0]?.status === 'pending' && rows[0].attempts >= 1);
  await s.t.app.paymentGateway.reconcile();
  const [refund] = await owed();
  expect(refund).toMatchObject({ status: 'succeeded', idempotency_key: `cancel-${txn}` });
}
