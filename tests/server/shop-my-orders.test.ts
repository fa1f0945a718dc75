/**
 * My orders against the real app (docs/shop.md#my-orders): shop/orders lists the signed-in
 * customer's own orders at the shop, latest first, a page at a time; another customer's are never
 * listed and are refused to them; nothing without a session.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import { testClock, type TestClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { MINUTE, ParkingClient, seedCustomer, START } from './support/parking-kit';
import { tenantsFolder, type TenantsFolder } from './support/tenant-fixtures';

import { POS_KEY, SHOP, shopTenant, writeCafeCatalogue } from './support/cafe-shop-fixture';

describeOnDrivers('my shop orders', (driver) => {
  let db: Database;
  let folder: TenantsFolder;
  let t: TestApp;
  let clock: TestClock;
  let client: ParkingClient;

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    clock = testClock(START);
    folder = await tenantsFolder([shopTenant()]);
    await writeCafeCatalogue(folder.dir);
    t = await startTestApp({
      db,
      tenantsDir: folder.dir,
      accounts: { now: clock.now },
      parking: { now: clock.now, secrets: { PARKCO_POS_KEY: POS_KEY } },
    });
    expect(t.app.tenants.problems()).toEqual([]);
    client = new ParkingClient(t.app, SHOP, 'plain');
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    await folder?.remove();
    await db?.close();
    await driver.cleanup();
  });

  const customer = () => seedCustomer(db, 'parkco', clock.now());
  const cart = (token: string, lines: unknown[], notes?: string) =>
    client.call<{ lines: { problem?: { code: string } }[]; goods: number }>(
      '/shop/cart',
      { lines, ...(notes ? { notes } : {}) },
      token,
    );
  const order = (token: string, payload: Record<string, unknown>, key: string = randomUUID()) =>
    client.call<{ order?: ShopOrder }>(
      '/svc/order',
      { kind: 'shop', idempotencyKey: key, paymentCode: 201, ...payload },
      token,
    );
  const status = (token: string, orderId: string) =>
    client.call<{ order?: ShopOrder }>('/shop/orderStatus', { orderId }, token);

  it("lists the customer's own orders only, latest first, a page at a time; another's are refused", async () => {
    const owner = await customer();
    const stranger = await customer();
    const slot = async () =>
      (await client.call<{ pickupSlots: number[] }>('/shop/catalogue', {})).result.pickupSlots[0]!;
    const placedIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await cart(owner.token, [{ productId: 'muffin', quantity: 1, options: [] }], `Order ${i + 1}`);
      // A muffin and the card's 1.5 % surcharge.
      const placed = await order(owner.token, { fulfilment: 'pickup', pickupAt: await slot(), quotedTotal: 497 });
      placedIds.push(placed.result.order!.orderId);
      clock.advanceSeconds(MINUTE);
    }
    await cart(stranger.token, [{ productId: 'muffin', quantity: 1, options: [] }]);
    const theirs = await order(stranger.token, { fulfilment: 'pickup', pickupAt: await slot(), quotedTotal: 497 });
    const mine = (token: string, page: Record<string, number> = {}) =>
      client.call<{ list?: ShopOrder[]; total?: number; pageSize?: number; currPage?: number }>(
        '/shop/orders',
        page,
        token,
      );
    const all = await mine(owner.token);
    expect(all.result).toMatchObject({ rtn: 1, total: 3, pageSize: 10, currPage: 1 });
    expect(all.result.list!.map((o) => o.orderId)).toEqual([...placedIds].reverse());
    expect(all.result.list![0]).toMatchObject({
      status: 'pending_payment',
      notes: 'Order 3',
      lines: [expect.objectContaining({ productId: 'muffin', quantity: 1 })],
    });
    const second = await mine(owner.token, { pageSize: 2, currPage: 2 });
    expect(second.result.list!.map((o) => o.orderId)).toEqual([placedIds[0]]);
    // The stranger sees only their own; the owner's order is refused to them as a missing one.
    const strangers = await mine(stranger.token);
    expect(strangers.result.list!.map((o) => o.orderId)).toEqual([theirs.result.order!.orderId]);
    expect((await status(stranger.token, placedIds[0]!)).result.problem?.code).toBe('SHOP_ORDER_NOT_FOUND');
    // Without a session: nothing is listed.
    const anonymous = await t.app.inject({ method: 'POST', url: `/s/${SHOP}/api/shop/orders`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
