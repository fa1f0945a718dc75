/**
 * A shop order paid through a remote provider is settled by the provider's notification alone
 * (docs/payment-providers.md#notifications): the customer never comes back to the order's page, and
 * Windcave's notification (FPRN), read back, moves the order to received, once, however often it
 * arrives. The tenant's card method is on Windcave, pointed at its double; the app listens on a real
 * port so the double's notification reaches it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import type { Tenant } from '../../src/generated/tenant';
import { startWindcaveDouble, type WindcaveDouble } from '../doubles/windcave/windcave-double';
import { testClock, type TestClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { OFFERS, ParkingClient, parkingSite, seedCustomer, START } from './support/parking-kit';
import { eventually } from './support/provider-suite';
import { tenantsFolder, type TenantsFolder } from './support/tenant-fixtures';
import { walletTenants } from './support/wallet-kit';

const SHOP = 'cafe-provider';
const name = (en: string) => ({ 'en-gb': en });

function shopTenant(windcave: WindcaveDouble): Tenant {
  const [parkco] = walletTenants();
  return {
    ...parkco!,
    payment: {
      ...parkco!.payment,
      methods: parkco!.payment.methods.map((m) =>
        m.code === 201 ? { ...m, provider: 'windcave' } : m,
      ) as Tenant['payment']['methods'],
    },
    paymentProviders: {
      windcave: { baseUrl: windcave.apiUrl, username: { env: 'WC_USER' }, apiKey: { env: 'WC_KEY' } },
    },
    sites: [
      ...parkco!.sites,
      parkingSite(SHOP, [OFFERS.hourly], {
        shop: {
          // START is 09:00 on Tuesday in Auckland.
          openingHours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '08:00', close: '20:00' }],
          minimumWaitMinutes: 20,
          pickup: { enabled: true, slotMinutes: 15, daysAhead: 0 },
          delivery: { enabled: false, zones: [] },
          table: { enabled: false, tables: [] },
        },
      }),
    ],
  };
}

describeOnDrivers('a shop order settled by its provider’s notification (Windcave double)', (driver) => {
  let db: Database;
  let folder: TenantsFolder;
  let t: TestApp;
  let clock: TestClock;
  let client: ParkingClient;
  let windcave: WindcaveDouble;
  let baseUrl: string;

  beforeAll(async () => {
    windcave = await startWindcaveDouble();
    db = await driver.open();
    await migrate(db);
    clock = testClock(START);
    folder = await tenantsFolder([shopTenant(windcave)]);
    const dir = path.join(folder.dir, 'parkco', 'catalogue');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'cup.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    await writeFile(
      path.join(dir, `${SHOP}.json`),
      JSON.stringify({
        shopCode: SHOP,
        categories: [{ id: 'coffee', name: name('Coffee') }],
        products: [{ id: 'muffin', category: 'coffee', name: name('Muffin'), image: 'catalogue/cup.svg', price: 490 }],
      }),
    );
    t = await startTestApp({
      db,
      tenantsDir: folder.dir,
      accounts: { now: clock.now },
      parking: { now: clock.now },
      paymentProviders: { secrets: { WC_USER: windcave.username, WC_KEY: windcave.apiKey }, timeoutMs: 2_000 },
    });
    expect(t.app.tenants.problems()).toEqual([]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    client = new ParkingClient(t.app, SHOP, 'plain');
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    await windcave?.close();
    await folder?.remove();
    await db?.close();
    await driver.cleanup();
  });

  it('the notification, read back, moves the order to received once; a repeat changes nothing', async () => {
    const c = await seedCustomer(db, 'parkco', clock.now());
    await client.call('/shop/cart', { lines: [{ productId: 'muffin', quantity: 1, options: [] }] }, c.token);
    const pickupAt = (await client.call<{ pickupSlots: number[] }>('/shop/catalogue', {})).result.pickupSlots[0]!;
    const place = (quotedTotal: number) =>
      client.call<{ order?: ShopOrder; totals?: { total: number } }>(
        '/svc/order',
        { kind: 'shop', idempotencyKey: randomUUID(), fulfilment: 'pickup', pickupAt, paymentCode: 201, quotedTotal },
        c.token,
      );
    // The card's surcharge is the server's to add: the total it quotes is the one placed.
    const quoted = (await place(1)).result.totals?.total ?? 0;
    const placed = await place(quoted);
    const orderId = placed.result.order!.orderId;
    const paid = await client.call<{ gatewayUrl?: string }>(
      '/shop/orderPay',
      { idempotencyKey: randomUUID(), orderId },
      c.token,
    );
    expect(paid.result.gatewayUrl).toMatch(/^\/payments\/go\//);
    const go = await fetch(`${baseUrl}${paid.result.gatewayUrl}`, { redirect: 'manual' });
    expect(go.status).toBe(303);
    const [row] = await db.query<{ gateway_payment_id: string }>(
      'SELECT gateway_payment_id FROM shop_orders WHERE id = $1',
      [orderId],
    );
    const session = windcave.control.sessionByReference(row!.gateway_payment_id.replace(/^windcave:/, ''))[0]!;
    // Approved at Windcave, which notifies us; nobody opens the order's page.
    await windcave.control.decide(session.id, 'approve');
    const status = async () =>
      (
        await db.query<{ status: string; payment_status: string }>(
          'SELECT status, payment_status FROM shop_orders WHERE id = $1',
          [orderId],
        )
      )[0];
    expect(await eventually(status, (r) => r?.status === 'received')).toMatchObject({ payment_status: 'approved' });
    expect(await windcave.control.notify(session.id, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await status()).toMatchObject({ status: 'received', payment_status: 'approved' });
  });
});
