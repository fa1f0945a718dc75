/**
 * Shop ordering against the real app (docs/shop.md): the catalogue, carts priced by the server,
 * svc/order with kind 'shop' beside parking's, payment through the sandbox gateway, the customer's
 * order status and the POS report with its status changes. Refusals carry the rule's message.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import type { Catalogue } from '../../src/generated/catalogue';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import type { ShopTotals } from '../../src/generated/api/shop-totals';
import { testClock, type TestClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { HOUR, MINUTE, ParkingClient, seedCustomer, START, stay } from './support/parking-kit';
import { decide, tableKeyOf } from './support/shop-table-kit';
import { tenantsFolder, type TenantsFolder } from './support/tenant-fixtures';

import { POS_KEY, SHOP, shopTenant, writeCafeCatalogue } from './support/cafe-shop-fixture';

const large = {
  productId: 'flat-white',
  quantity: 2,
  options: [
    { groupId: 'size', optionId: 'large' },
    { groupId: 'shots', optionId: 'shot', count: 2 },
  ],
};
// (550 + 80 + 2 x 60) x 2 = 1500
const GOODS = 1500;
const inZone = { line1: '1 Queen Street', postcode: '1010' };
// Card: 1.5 % surcharge on goods + fee 500 = 2000 -> 30.
const DELIVERY_TOTAL = 2030;

describeOnDrivers('shop orders', (driver) => {
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
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    await folder?.remove();
    await db?.close();
    await driver.cleanup();
  });

  const customer = () => seedCustomer(db, 'parkco', clock.now());
  const cart = (token: string, lines: unknown[], notes?: string) =>
    client.call<{ lines: { problem?: { code: string } }[]; goods: number; expiresAt?: number; expired: boolean }>(
      '/shop/cart',
      { lines, ...(notes ? { notes } : {}) },
      token,
    );
  const order = (token: string, payload: Record<string, unknown>, key: string = randomUUID()) =>
    client.call<{ order?: ShopOrder; totals?: ShopTotals }>(
      '/svc/order',
      { kind: 'shop', idempotencyKey: key, paymentCode: 201, ...payload },
      token,
    );
  // shop/orderPay (docs/shop.md#paying): the placed order's payment started at the gateway.
  const payAt = (token: string, orderId: string, key: string = randomUUID()) =>
    client.call<{ txn?: string; status?: string; gatewayUrl?: string; payUiType?: string; order?: ShopOrder }>(
      '/shop/orderPay',
      { idempotencyKey: key, orderId },
      token,
    );
  const status = (token: string, orderId: string) =>
    client.call<{ order?: ShopOrder }>('/shop/orderStatus', { orderId }, token);
  const pos = (payload: Record<string, unknown>, key: string | null = POS_KEY) =>
    t.app.inject({
      method: 'POST',
      url: `/s/${SHOP}/pro/pos/onlinePosOrderRpt`,
      payload,
      headers: key === null ? {} : { 'x-pos-key': key },
    });
  const approve = (gatewayUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: `${gatewayUrl.replace('/sandbox/pay/', '/sandbox-api/gateway/payments/')}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
  const orderCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_orders'))[0]!.n;

  it('serves the catalogue, open, with pickup slots from now + the waiting time', async () => {
    const answer = await client.call<{ catalogue: Catalogue; state: string; pickupSlots: number[]; now: number }>(
      '/shop/catalogue',
      {},
    );
    expect(answer.result.rtn).toBe(1);
    expect(answer.result.state).toBe('open');
    expect(answer.result.catalogue.products.map((p) => p.id)).toEqual(['flat-white', 'muffin']);
    // 09:00 + 20 minutes -> the 09:30 slot.
    expect(answer.result.pickupSlots[0]).toBe(answer.result.now + 30 * MINUTE);
  });

  it('a delivery order with required options and a zone: priced by the server, paid at the gateway, followed by status', async () => {
    const c = await customer();
    const priced = await cart(c.token, [large], 'Ring the bell');
    expect(priced.result).toMatchObject({ rtn: 1, goods: GOODS, expired: false });
    const placed = await order(c.token, {
      fulfilment: 'delivery',
      deliveryAddress: inZone,
      quotedTotal: DELIVERY_TOTAL,
    });
    expect(placed.result.rtn).toBe(1);
    const o = placed.result.order!;
    expect(o).toMatchObject({
      status: 'pending_payment',
      fulfilment: 'delivery',
      zoneId: 'cbd',
      notes: 'Ring the bell',
      totals: { goods: 1500, deliveryFee: 500, surcharge: 30, total: 2030 },
    });
    expect(o.lines[0]).toMatchObject({ quantity: 2, unitPrice: 750, lineTotal: 1500 });
    // Placing moves no money: the order waits for shop/orderPay, which opens the gateway's page.
    expect(o.gatewayUrl).toBeUndefined();
    const started = await payAt(c.token, o.orderId);
    expect(started.result).toMatchObject({ rtn: 1, txn: o.orderId, status: 'pending', amount: 2030 });
    expect(['DIALOG', 'REDIRECT']).toContain(started.result.payUiType);
    expect((await status(c.token, o.orderId)).result.order?.status).toBe('pending_payment');
    expect((await approve(started.result.gatewayUrl!)).statusCode).toBeLessThan(400);
    const after = await status(c.token, o.orderId);
    expect(after.result.order).toMatchObject({ status: 'received', paymentStatus: 'approved' });
    // The cart was ordered: it is empty now.
    expect((await cart(c.token, [])).result.lines).toEqual([]);
  });

  it('tampered prices: a price in the payload is refused; a total other than the server\'s is "price changed", never charged', async () => {
    const c = await customer();
    const tampered = await client.raw('/shop/cart', { lines: [{ ...large, price: 1 }] }, c.token);
    expect(tampered.statusCode).toBe(400);
    await cart(c.token, [large]);
    const before = await orderCount();
    const cheap = await order(c.token, { fulfilment: 'delivery', deliveryAddress: inZone, quotedTotal: 100 });
    expect(cheap.result).toMatchObject({
      rtn: 0,
      problem: { code: 'PRICE_CHANGED' },
      totals: { total: DELIVERY_TOTAL },
    });
    expect(await orderCount()).toBe(before);
  });

  it('missing required options and over-maximum options are refused with the rule', async () => {
    const c = await customer();
    await cart(c.token, [{ productId: 'flat-white', quantity: 1, options: [] }]);
    const missing = await order(c.token, {
      fulfilment: 'pickup',
      pickupAt: Math.floor(clock.now().getTime() / 1000) + HOUR,
      quotedTotal: 0,
    });
    expect(missing.result).toMatchObject({
      rtn: 0,
      problem: { code: 'SHOP_SELECTION_REQUIRED', params: { left: 1 } },
      dispMsg: 'Please choose 1 more',
    });
    await cart(c.token, [
      {
        productId: 'flat-white',
        quantity: 1,
        options: [
          { groupId: 'size', optionId: 'regular' },
          { groupId: 'shots', optionId: 'shot', count: 2 },
          { groupId: 'shots', optionId: 'decaf' },
        ],
      },
    ]);
    const over = await order(c.token, {
      fulfilment: 'pickup',
      pickupAt: Math.floor(clock.now().getTime() / 1000) + HOUR,
      quotedTotal: 0,
    });
    expect(over.result).toMatchObject({ rtn: 0, problem: { code: 'SHOP_SELECTION_OVER_MAX', params: { max: 2 } } });
  });

  it('the per-order maximum counts a product across lines: the cart flags the lines past it and the order is refused', async () => {
    const c = await customer();
    const pickupAt = (await client.call<{ pickupSlots: number[] }>('/shop/catalogue', {})).result.pickupSlots[0]!;
    // The muffin's maximum is the default 20: three lines of 12 are 36.
    const three = await cart(
      c.token,
      [12, 12, 12].map((quantity) => ({ productId: 'muffin', quantity, options: [] })),
    );
    expect(three.result.lines.map((l) => l.problem?.code ?? null)).toEqual([
      null,
      'SHOP_QUANTITY_OVER_MAX',
      'SHOP_QUANTITY_OVER_MAX',
    ]);
    const refusedOrder = await order(c.token, { fulfilment: 'pickup', pickupAt, quotedTotal: 36 * 490 });
    expect(refusedOrder.result).toMatchObject({
      rtn: 0,
      problem: { code: 'SHOP_QUANTITY_OVER_MAX', params: { max: 20 } },
      dispMsg: 'At most 20 of this item per order',
    });
    // Lines with other options are the same product.
    await cart(c.token, [
      { productId: 'flat-white', quantity: 15, options: [{ groupId: 'size', optionId: 'regular' }] },
      { productId: 'flat-white', quantity: 15, options: [{ groupId: 'size', optionId: 'large' }] },
    ]);
    expect((await order(c.token, { fulfilment: 'pickup', pickupAt, quotedTotal: 0 })).result.problem?.code).toBe(
      'SHOP_QUANTITY_OVER_MAX',
    );
    expect(await db.query('SELECT 1 FROM shop_orders WHERE account_id = $1', [c.accountId])).toHaveLength(0);
    // Exactly the maximum in two lines is an order: 20 x 490 + 1.5 % card surcharge.
    const within = await cart(
      c.token,
      [12, 8].map((quantity) => ({ productId: 'muffin', quantity, options: [] })),
    );
    expect(within.result.lines.map((l) => l.problem?.code ?? null)).toEqual([null, null]);
    const placed = await order(c.token, { fulfilment: 'pickup', pickupAt, quotedTotal: 9800 + 147 });
    expect(placed.result.order?.lines.reduce((n, l) => n + l.quantity, 0)).toBe(20);
  });

  it('an address outside every zone is refused with the reason; delivery without an address too', async () => {
    const c = await customer();
    await cart(c.token, [large]);
    const outside = await order(c.token, {
      fulfilment: 'delivery',
      deliveryAddress: { line1: '9 Far Road', postcode: '0600' },
      quotedTotal: DELIVERY_TOTAL,
    });
    expect(outside.result).toMatchObject({
      rtn: 0,
      problem: { code: 'SHOP_OUT_OF_ZONE' },
      dispMsg: 'Sorry, this address is outside our delivery zones',
    });
    const none = await order(c.token, { fulfilment: 'delivery', quotedTotal: DELIVERY_TOTAL });
    expect(none.result.problem?.code).toBe('SHOP_DELIVERY_ADDRESS_REQUIRED');
  });

  it('pickup inside the minimum waiting time or off the slot grid is refused; the first allowed slot is taken', async () => {
    const c = await customer();
    await cart(c.token, [{ productId: 'muffin', quantity: 1, options: [] }]);
    const now = Math.floor(clock.now().getTime() / 1000);
    const soon = await order(c.token, { fulfilment: 'pickup', pickupAt: now + 10 * MINUTE, quotedTotal: 497 });
    expect(soon.result).toMatchObject({ rtn: 0, problem: { code: 'SHOP_PICKUP_TOO_SOON', params: { minutes: 20 } } });
    const slot = (await client.call<{ pickupSlots: number[] }>('/shop/catalogue', {})).result.pickupSlots[0]!;
    // Only the slot grid's times (docs/shop.md#pickup): 7 seconds off the first slot is none.
    const offGrid = await order(c.token, { fulfilment: 'pickup', pickupAt: slot + 7, quotedTotal: 497 });
    expect(offGrid.result).toMatchObject({
      rtn: 0,
      problem: { code: 'SHOP_PICKUP_NOT_A_SLOT' },
      dispMsg: 'Please choose one of the pickup times offered',
    });
    // 490 + 1.5 % card surcharge (7).
    const placed = await order(c.token, { fulfilment: 'pickup', pickupAt: slot, quotedTotal: 497 });
    expect(placed.result.order).toMatchObject({ fulfilment: 'pickup', pickupAt: slot, totals: { total: 497 } });
  });

  it('a double submission with one key makes one order and answers the same; the key with other details is refused', async () => {
    const c = await customer();
    await cart(c.token, [{ productId: 'muffin', quantity: 2, options: [] }]);
    const key = randomUUID();
    // A table order goes to the table's bill: no surcharge until the bill is paid (docs/shop.md#table-bill).
    const payload = { fulfilment: 'table', table: 'T1', tableKey: await tableKeyOf(db, 'T1', SHOP), quotedTotal: 980 };
    const before = await orderCount();
    const [a, b] = await Promise.all([order(c.token, payload, key), order(c.token, payload, key)]);
    expect(a.result.order?.orderId).toBeDefined();
    expect(b.result.order?.orderId).toBe(a.result.order?.orderId);
    expect(await orderCount()).toBe(before + 1);
    const other = await order(c.token, { ...payload, table: 'T2' }, key);
    expect(other.result.problem?.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it("another customer's order id gets the same answer as a missing one", async () => {
    const owner = await customer();
    const stranger = await customer();
    await cart(owner.token, [{ productId: 'muffin', quantity: 1, options: [] }]);
    const placed = await order(owner.token, {
      fulfilment: 'table',
      table: 'T1',
      tableKey: await tableKeyOf(db, 'T1', SHOP),
      quotedTotal: 490,
    });
    const theirs = await status(stranger.token, placed.result.order!.orderId);
    const missing = await status(stranger.token, randomUUID());
    expect(theirs.result).toEqual(missing.result);
    expect(theirs.result.problem?.code).toBe('SHOP_ORDER_NOT_FOUND');
    // Paying it too: another customer's unpaid order reads as missing, and nothing is started.
    await cart(owner.token, [{ productId: 'muffin', quantity: 1, options: [] }]);
    const unpaid = await order(owner.token, {
      fulfilment: 'pickup',
      pickupAt: (await client.call<{ pickupSlots: number[] }>('/shop/catalogue', {})).result.pickupSlots[0]!,
      quotedTotal: 497,
    });
    const payTheirs = await payAt(stranger.token, unpaid.result.order!.orderId);
    const payMissing = await payAt(stranger.token, randomUUID());
    expect(payTheirs.result).toEqual(payMissing.result);
    expect(payTheirs.result.problem?.code).toBe('SHOP_ORDER_NOT_FOUND');
    expect((await status(owner.token, unpaid.result.order!.orderId)).result.order).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
  });

  it('paying: one key answers the same start; a second attempt while the gateway payment is open is refused; a declined payment leaves the order waiting, and a new attempt pays it', async () => {
    const c = await customer();
    await cart(c.token, [large]);
    const placed = await order(c.token, {
      fulfilment: 'delivery',
      deliveryAddress: inZone,
      quotedTotal: DELIVERY_TOTAL,
    });
    const id = placed.result.order!.orderId;
    // Placed, no payment started yet: payable from its page (docs/shop.md#pay-from-status).
    expect(placed.result.order!.payable).toBe(true);
    expect((await status(c.token, id)).result.order).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'pending',
      payable: true,
    });
    const key = randomUUID();
    const first = await payAt(c.token, id, key);
    // The gateway's payment is open: not payable again until it ends.
    expect(first.result.order!.payable).toBeUndefined();
    expect((await status(c.token, id)).result.order!.payable).toBeUndefined();
    const again = await payAt(c.token, id, key);
    expect(again.result).toEqual(first.result);
    expect((await payAt(c.token, id)).result.problem?.code).toBe('SHOP_ORDER_PAYING');
    const decline = await decide(t.app, first.result.gatewayUrl!, 'decline');
    expect(decline.statusCode).toBeLessThan(400);
    // Declined: nothing taken, the order still waits for its payment (docs/shop.md#declined).
    expect((await status(c.token, id)).result.order).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'failed',
      payable: true,
    });
    // The first key still answers its own (declined) attempt; a new key opens a new one.
    expect((await payAt(c.token, id, key)).result).toEqual(first.result);
    const second = await payAt(c.token, id);
    expect(second.result).toMatchObject({ rtn: 1, status: 'pending' });
    expect(second.result.gatewayUrl).not.toBe(first.result.gatewayUrl);
    expect((await status(c.token, id)).result.order).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect((await status(c.token, id)).result.order!.payable).toBeUndefined();
    await decide(t.app, second.result.gatewayUrl!, 'approve');
    expect((await status(c.token, id)).result.order).toMatchObject({ status: 'received', paymentStatus: 'approved' });
    expect((await status(c.token, id)).result.order!.payable).toBeUndefined();
    // Paid once: the cart is emptied.
    expect((await cart(c.token, [])).result.lines).toHaveLength(0);
  });

  /** A delivery order whose first gateway attempt was declined, the decline not read yet. */
  const declinedDeliveryOrder = async () => {
    const c = await customer();
    await cart(c.token, [large]);
    const placed = await order(c.token, {
      fulfilment: 'delivery',
      deliveryAddress: inZone,
      quotedTotal: DELIVERY_TOTAL,
    });
    const id = placed.result.order!.orderId;
    const first = await payAt(c.token, id);
    await decide(t.app, first.result.gatewayUrl!, 'decline');
    return { c, id };
  };

  it('a declined payment and no new one: the order lapses after its hold, given up, and the declined attempt took nothing', async () => {
    const { c, id } = await declinedDeliveryOrder();
    clock.advanceSeconds(16 * 60);
    try {
      expect((await payAt(c.token, id)).result.problem?.code).toBe('SHOP_ORDER_NOT_PAYABLE');
      expect((await status(c.token, id)).result.order).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'abandoned',
      });
    } finally {
      clock.advanceSeconds(-16 * 60);
    }
    // The cart stays for the next order.
    expect((await cart(c.token, [large])).result.lines).toHaveLength(1);
  });

  it('giving up right after a decline that was not read yet cancels the order (the declined attempt took nothing)', async () => {
    const { c, id } = await declinedDeliveryOrder();
    const given = await client.call<{ order?: ShopOrder }>(
      '/shop/orderCancel',
      { orderId: id, idempotencyKey: randomUUID() },
      c.token,
    );
    expect(given.result).toMatchObject({ rtn: 1, order: { status: 'cancelled', paymentStatus: 'abandoned' } });
  });

  it('an order never paid lapses after the hold: cancelled, and no longer payable', async () => {
    const c = await customer();
    await cart(c.token, [{ productId: 'muffin', quantity: 1, options: [] }]);
    const slot = (await client.call<{ pickupSlots: number[] }>('/shop/catalogue', {})).result.pickupSlots[0]!;
    const placed = await order(c.token, { fulfilment: 'pickup', pickupAt: slot, quotedTotal: 497 });
    clock.advanceSeconds(16 * 60);
    try {
      expect((await payAt(c.token, placed.result.order!.orderId)).result.problem?.code).toBe('SHOP_ORDER_NOT_PAYABLE');
      const lapsed = (await status(c.token, placed.result.order!.orderId)).result.order!;
      expect(lapsed).toMatchObject({ status: 'cancelled', paymentStatus: 'abandoned' });
      expect(lapsed.payable).toBeUndefined();
    } finally {
      clock.advanceSeconds(-16 * 60);
    }
  });

  it('staff move an order received -> preparing -> ready with the POS key and the customer sees it; cancelling refunds', async () => {
    const c = await customer();
    await cart(c.token, [large]);
    const placed = await order(c.token, {
      fulfilment: 'delivery',
      deliveryAddress: inZone,
      quotedTotal: DELIVERY_TOTAL,
    });
    await approve((await payAt(c.token, placed.result.order!.orderId)).result.gatewayUrl!);
    const id = (await status(c.token, placed.result.order!.orderId)).result.order!.orderId;

    expect((await pos({ change: { orderId: id, status: 'preparing' } }, null)).statusCode).toBe(401);
    expect(
      (await pos({ change: { orderId: id, status: 'preparing' } }, 'wrong-key-wrong-key-wrong-key-wrong')).statusCode,
    ).toBe(401);
    // A customer's session is no staff key.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/s/${SHOP}/pro/pos/onlinePosOrderRpt`,
          payload: {},
          headers: { authorization: `Bearer ${c.token}` },
        })
      ).statusCode,
    ).toBe(401);

    const skip = await pos({ change: { orderId: id, status: 'completed' } });
    expect(skip.json().result.problem.code).toBe('SHOP_STATUS_NOT_ALLOWED');
    expect((await pos({ change: { orderId: id, status: 'preparing' } })).json().result.rtn).toBe(1);
    const ready = await pos({ change: { orderId: id, status: 'ready' } });
    expect(ready.json().result.orders.find((o: ShopOrder) => o.orderId === id).status).toBe('ready');
    expect((await status(c.token, id)).result.order?.status).toBe('ready');

    const cancelled = await pos({ change: { orderId: id, status: 'cancelled' } });
    expect(cancelled.json().result.rtn).toBe(1);
    expect((await status(c.token, id)).result.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refunded: DELIVERY_TOTAL,
    });
  });

  it('staff mark a product sold out: the cart flags it and an order is refused', async () => {
    const c = await customer();
    await cart(c.token, [{ productId: 'muffin', quantity: 1, options: [] }]);
    expect((await pos({ availability: { productId: 'muffin', state: 'sold_out' } })).json().result.rtn).toBe(1);
    const read = await client.call<{ lines: { problem?: { code: string } }[] }>('/shop/cart', {}, c.token);
    expect(read.result.lines[0]?.problem?.code).toBe('SHOP_ITEM_UNAVAILABLE');
    expect((await client.call<{ soldOut: string[] }>('/shop/catalogue', {})).result.soldOut).toEqual(['muffin']);
    const refusedOrder = await order(c.token, { fulfilment: 'table', table: 'T1', quotedTotal: 497 });
    expect(refusedOrder.result.problem?.code).toBe('SHOP_ITEM_UNAVAILABLE');
    await pos({ availability: { productId: 'muffin', state: 'available' } });
  });

  it('parking bookings still go through svc/order without a kind', async () => {
    const c = await customer();
    const parking = new ParkingClient(t.app, 'park-central', 'plain');
    const answer = await parking.order(c.token, { ...stay(clock.now(), 3, 2), paymentCode: 201 });
    expect(answer.result.rtn, answer.result.dispMsg).toBe(1);
  });

  describe('states', () => {
    it('an expired cart is refused and reported expired', async () => {
      const c = await customer();
      await cart(c.token, [{ productId: 'muffin', quantity: 1, options: [] }]);
      clock.advanceSeconds(61 * MINUTE);
      const late = await order(c.token, { fulfilment: 'table', table: 'T1', quotedTotal: 497 });
      expect(late.result.problem?.code).toBe('SHOP_CART_EXPIRED');
      expect(
        (await client.call<{ expired: boolean; lines: unknown[] }>('/shop/cart', {}, c.token)).result,
      ).toMatchObject({ expired: true, lines: [] });
    });

    it('a closed shop takes no order', async () => {
      const c = await customer();
      clock.advanceSeconds(12 * HOUR);
      await cart(c.token, [{ productId: 'muffin', quantity: 1, options: [] }]);
      expect((await client.call<{ state: string }>('/shop/catalogue', {})).result.state).toBe('closed');
      const closed = await order(c.token, { fulfilment: 'table', table: 'T1', quotedTotal: 497 });
      expect(closed.result).toMatchObject({
        rtn: 0,
        problem: { code: 'SHOP_CLOSED' },
        dispMsg: 'The shop is closed now',
      });
    });
  });
});
