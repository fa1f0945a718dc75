/**
 * Giving up paying a shop order (docs/shop.md#giving-up): shop/orderCancel cancels the customer's
 * own unpaid order at once, gives its voucher back and keeps the cart; a started gateway payment is
 * cancelled at the gateway first, and one approved there refuses the cancel (the status settles
 * it). Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import type { Catalogue } from '../../src/generated/catalogue';
import type { Tenant } from '../../src/generated/tenant';
import { testClock, type TestClock } from './support/account-kit';
import { describeOnDrivers } from './support/describe-on-drivers';
import { OFFERS, ParkingClient, parkingSite, seedCustomer, START } from './support/parking-kit';
import { CUP_SVG, suiteApp, tenantsFolderWith } from './support/suite-app';
import { walletTenants } from './support/wallet-kit';

const SHOP = 'cafe-giveup';
const name = (en: string) => ({ 'en-gb': en });

const catalogue: Catalogue = {
  shopCode: SHOP,
  categories: [{ id: 'coffee', name: name('Coffee') }],
  products: [{ id: 'muffin', category: 'coffee', name: name('Muffin'), image: 'catalogue/cup.svg', price: 490 }],
};

function shopTenant(): Tenant {
  const [parkco] = walletTenants();
  return {
    ...parkco!,
    vouchers: [
      {
        code: 'SHOPFIVE',
        name: name('$5 off'),
        discount: { amountOff: 500, minSpend: 1000 },
        expiresAt: '2040-01-01T00:00:00Z',
        // A campaign without a scope is for parking only (docs/vouchers-and-invitations.md#scope).
        appliesTo: 'shop',
      },
    ],
    sites: [
      ...parkco!.sites,
      parkingSite(SHOP, [OFFERS.hourly], {
        location: { lat: -36.8443, lng: 174.7641 },
        shop: {
          // START is 09:00 on Tuesday in Auckland.
          openingHours: [{ days: [1, 2, 3, 4, 5, 6], open: '08:00', close: '20:00' }],
          minimumWaitMinutes: 20,
          tipPresets: [10],
          pickup: { enabled: true, slotMinutes: 15, daysAhead: 0 },
          delivery: { enabled: false, zones: [] },
          table: { enabled: false, tables: [] },
        },
      }),
    ],
  };
}

// Three muffins: 1470, above the voucher's minimum spend.
const MUFFINS = { productId: 'muffin', quantity: 3, options: [] };

describeOnDrivers('giving up paying a shop order', (driver) => {
  const clock: TestClock = testClock(START);
  const server = suiteApp(driver, () => ({
    folder: () =>
      tenantsFolderWith([shopTenant()], {
        'parkco/catalogue/cup.svg': CUP_SVG,
        [`parkco/catalogue/${SHOP}.json`]: JSON.stringify(catalogue),
      }),
    accounts: { now: clock.now },
    parking: { now: clock.now },
  }));
  let client: ParkingClient;
  beforeAll(() => {
    client = new ParkingClient(server.app, SHOP, 'plain');
  });

  const customer = () => seedCustomer(server.db, 'parkco', clock.now());
  const cart = (token: string) => client.call<{ lines: unknown[] }>('/shop/cart', { lines: [MUFFINS] }, token);
  const readCart = (token: string) => client.call<{ lines: unknown[] }>('/shop/cart', {}, token);
  const firstPickupSlot = async () =>
    (await client.call<{ pickupSlots: number[] }>('/shop/catalogue', {})).result.pickupSlots[0]!;
  type Totals = { total: number };
  const place = async (token: string, extra: Record<string, unknown> = {}) => {
    const payload = {
      kind: 'shop',
      paymentCode: 201,
      fulfilment: 'pickup',
      pickupAt: await firstPickupSlot(),
      ...extra,
    };
    // The first answer quotes the total (PRICE_CHANGED); the order is placed with it.
    const quoted = await client.call<{ totals?: Totals }>(
      '/svc/order',
      { ...payload, idempotencyKey: randomUUID(), quotedTotal: 1 },
      token,
    );
    const placed = await client.call<{ order?: ShopOrder }>(
      '/svc/order',
      { ...payload, idempotencyKey: randomUUID(), quotedTotal: quoted.result.totals!.total },
      token,
    );
    expect(placed.result.order?.status, placed.result.dispMsg).toBe('pending_payment');
    return placed.result.order!;
  };
  const payAt = (token: string, orderId: string) =>
    client.call<{ gatewayUrl?: string; status?: string }>(
      '/shop/orderPay',
      { idempotencyKey: randomUUID(), orderId },
      token,
    );
  const cancel = (token: string, orderId: string, key: string = randomUUID()) =>
    client.call<{ order?: ShopOrder }>('/shop/orderCancel', { idempotencyKey: key, orderId }, token);
  const status = (token: string, orderId: string) =>
    client.call<{ order?: ShopOrder }>('/shop/orderStatus', { orderId }, token);
  const decide = (gatewayUrl: string, decision: 'approve' | 'decline') =>
    server.app.inject({
      method: 'POST',
      url: `${gatewayUrl.replace('/sandbox/pay/', '/sandbox-api/gateway/payments/')}/${decision}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
  const voucherStatus = async (token: string, id: string) =>
    (
      await client.call<{ vouchers: { id: string; status: string }[] }>('/voucher/list', {}, token)
    ).result.vouchers.find((v) => v.id === id)?.status;

  it('gives the voucher back and keeps the cart at once, so the order can be placed again with it; a retry answers the same', async () => {
    const c = await customer();
    const voucher = (await client.call<{ voucher: { id: string } }>('/voucher/collect', { code: 'SHOPFIVE' }, c.token))
      .result.voucher;
    await cart(c.token);
    const order = await place(c.token, { voucherId: voucher.id });
    expect(await voucherStatus(c.token, voucher.id)).toBe('applied');
    const key = randomUUID();
    const cancelled = await cancel(c.token, order.orderId, key);
    expect(cancelled.result).toMatchObject({
      rtn: 1,
      order: { orderId: order.orderId, status: 'cancelled', paymentStatus: 'abandoned' },
    });
    expect(await voucherStatus(c.token, voucher.id)).toBe('available');
    expect((await readCart(c.token)).result.lines).toHaveLength(1);
    // The same call again (a retry) answers the first attempt; another attempt finds it cancelled already.
    expect((await cancel(c.token, order.orderId, key)).result).toEqual(cancelled.result);
    expect((await cancel(c.token, order.orderId)).result).toMatchObject({
      rtn: 1,
      order: { status: 'cancelled', paymentStatus: 'abandoned' },
    });
    // Placed again straight away, with the same voucher (no 15-minute wait for the lapse).
    const again = await place(c.token, { voucherId: voucher.id });
    expect(again.orderId).not.toBe(order.orderId);
    expect(again.totals.discount).toBe(500);
    // Reusing the first key for another order is refused: one key, one request.
    expect((await cancel(c.token, again.orderId, key)).result.rtn).toBe(0);
  });

  it("another customer's order answers like a missing one, and stays unpaid", async () => {
    const owner = await customer();
    await cart(owner.token);
    const order = await place(owner.token);
    const stranger = await customer();
    expect((await cancel(stranger.token, order.orderId)).result.problem?.code).toBe('SHOP_ORDER_NOT_FOUND');
    expect((await cancel(stranger.token, randomUUID())).result.problem?.code).toBe('SHOP_ORDER_NOT_FOUND');
    expect((await status(owner.token, order.orderId)).result.order?.status).toBe('pending_payment');
  });

  it('a started gateway payment is cancelled at the gateway first: it can no longer be approved', async () => {
    const c = await customer();
    await cart(c.token);
    const order = await place(c.token);
    const started = await payAt(c.token, order.orderId);
    expect(started.result).toMatchObject({ rtn: 1, status: 'pending' });
    expect((await cancel(c.token, order.orderId)).result).toMatchObject({
      rtn: 1,
      order: { status: 'cancelled', paymentStatus: 'abandoned' },
    });
    // The payer approving on the gateway's page afterwards takes nothing: the order stays cancelled.
    const late = await decide(started.result.gatewayUrl!, 'approve');
    expect(late.statusCode).not.toBe(500);
    expect((await status(c.token, order.orderId)).result.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'abandoned',
    });
  });

  it('a payment approved at the gateway refuses the cancel; the status settles the order as paid', async () => {
    const c = await customer();
    await cart(c.token);
    const order = await place(c.token);
    const started = await payAt(c.token, order.orderId);
    await decide(started.result.gatewayUrl!, 'approve');
    expect((await cancel(c.token, order.orderId)).result.problem?.code).toBe('SHOP_ORDER_PAID');
    expect((await status(c.token, order.orderId)).result.order).toMatchObject({
      status: 'received',
      paymentStatus: 'approved',
    });
    // Paid and received: still refused.
    expect((await cancel(c.token, order.orderId)).result.problem?.code).toBe('SHOP_ORDER_PAID');
  });

  it('bad text is a 400', async () => {
    const c = await customer();
    const bad = await client.raw('/shop/orderCancel', { idempotencyKey: 'short', orderId: 'x' }, c.token);
    expect(bad.statusCode).toBe(400);
  });
});
