/**
 * Shop orders paid like parking's (docs/shop.md#paying): stored value with the wallet PIN, a saved
 * card charged at once (placed by svc/order, paid by shop/orderPay), a voucher and a tip, refunds to the card that paid; a price changed since
 * the cart showed it (docs/shop.md#price-changed); reorder (docs/shop.md#reorder); delivery to the
 * car (docs/shop.md#car). Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import type { ShopPricedLine } from '../../src/generated/api/shop-priced-line';
import type { Catalogue } from '../../src/generated/catalogue';
import type { Tenant } from '../../src/generated/tenant';
import { testClock, type TestClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { HOUR, OFFERS, ParkingClient, parkingSite, seedCustomer, START, stay } from './support/parking-kit';
import { writeCafeCatalogue } from './support/cafe-shop-fixture';
import { tenantsFolder, type TenantsFolder } from './support/tenant-fixtures';
import { cardLedger, fundedStoredValueCard, TEST_WALLET_PIN, walletTenants } from './support/wallet-kit';

const POS_KEY = 'pos-key-of-the-test-shop-32-chars-long';
const SHOP = 'cafe-pay';
const FAR = '2040-01-01T00:00:00Z';
const name = (en: string) => ({ 'en-gb': en });

const catalogue = (flatWhitePrice = 550): Catalogue => ({
  shopCode: SHOP,
  categories: [{ id: 'coffee', name: name('Coffee') }],
  products: [
    {
      id: 'flat-white',
      category: 'coffee',
      name: name('Flat white'),
      image: 'catalogue/cup.svg',
      price: flatWhitePrice,
      optionGroups: [
        {
          id: 'size',
          name: name('Size'),
          required: true,
          min: 1,
          max: 1,
          options: [
            { id: 'regular', name: name('Regular'), price: 0 },
            { id: 'large', name: name('Large'), price: 80 },
          ],
        },
      ],
    },
    { id: 'muffin', category: 'coffee', name: name('Muffin'), image: 'catalogue/cup.svg', price: 490 },
  ],
});

function shopTenant(): Tenant {
  const [parkco] = walletTenants();
  return {
    ...parkco!,
    secrets: { posKey: { env: 'PARKCO_POS_KEY' } },
    vouchers: [
      {
        code: 'SHOPFIVE',
        name: name('$5 off'),
        discount: { amountOff: 500, minSpend: 1000 },
        expiresAt: FAR,
        appliesTo: 'shop',
      },
      // A parking voucher (no scope: parking) takes nothing off a shop order (docs/vouchers-and-invitations.md#scope).
      { code: 'PARKFIVE', name: name('$5 off parking'), discount: { amountOff: 500 }, expiresAt: FAR },
    ],
    sites: [
      ...parkco!.sites,
      // The shop is also a car park: a customer parked here now may have the order brought to the car.
      parkingSite(SHOP, [OFFERS.hourly], {
        location: { lat: -36.8443, lng: 174.7641 },
        shop: {
          // START is 09:00 on Tuesday in Auckland.
          openingHours: [{ days: [1, 2, 3, 4, 5, 6], open: '08:00', close: '20:00' }],
          minimumWaitMinutes: 20,
          tipPresets: [10, 15],
          pickup: { enabled: true, slotMinutes: 15, daysAhead: 0 },
          delivery: { enabled: false, zones: [] },
          table: { enabled: true, tables: ['T1'] },
        },
      }),
    ],
  };
}

const large = { productId: 'flat-white', quantity: 2, options: [{ groupId: 'size', optionId: 'large' }] };
// (550 + 80) x 2
const GOODS = 1260;

describeOnDrivers('shop orders paid like parking', (driver) => {
  let db: Database;
  let folder: TenantsFolder;
  let t: TestApp;
  let clock: TestClock;
  let client: ParkingClient;
  const catalogueFile = () => path.join(folder.dir, 'parkco', 'catalogue', `${SHOP}.json`);

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    clock = testClock(START);
    folder = await tenantsFolder([shopTenant()]);
    await writeCafeCatalogue(folder.dir, catalogue());
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
  type CartResult = {
    lines: ShopPricedLine[];
    goods: number;
    carStays?: { bookingId: string; exitAt: number }[];
    unavailable?: { name: Record<string, string>; problem: { code: string } }[];
  };
  const cart = (token: string, payload: Record<string, unknown>) =>
    client.call<CartResult>('/shop/cart', payload, token);
  // Paid at once: a pickup at the first slot (a table order is paid later, with the table's bill).
  const firstPickupSlot = async () =>
    (await client.call<{ pickupSlots: number[] }>('/shop/catalogue', {})).result.pickupSlots[0]!;
  const order = async (token: string, payload: Record<string, unknown>, key: string = randomUUID()) =>
    client.call<{ order?: ShopOrder }>(
      '/svc/order',
      {
        kind: 'shop',
        idempotencyKey: key,
        ...(payload.fulfilment === undefined ? { fulfilment: 'pickup', pickupAt: await firstPickupSlot() } : {}),
        ...payload,
      },
      token,
    );
  // shop/orderPay (docs/shop.md#paying): pays the placed order with its method.
  type PayResult = { txn?: string; status?: string; gatewayUrl?: string; order?: ShopOrder };
  const pay = (token: string, orderId: string, payload: Record<string, unknown> = {}, key: string = randomUUID()) =>
    client.call<PayResult>('/shop/orderPay', { idempotencyKey: key, orderId, ...payload }, token);
  /** Places the cart's order and pays it at once (stored value or a saved card). */
  const orderAndPay = async (token: string, payload: Record<string, unknown>, payment: Record<string, unknown>) => {
    const placed = await order(token, payload);
    expect(placed.result.order?.status, placed.result.dispMsg).toBe('pending_payment');
    return pay(token, placed.result.order!.orderId, payment);
  };
  const pos = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/s/${SHOP}/pro/pos/onlinePosOrderRpt`,
      payload,
      headers: { 'x-pos-key': POS_KEY },
    });
  const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]!.n;

  it('stored value: the PIN is checked, the card debited once in the order, the order received at once; cancelling credits the card back', async () => {
    const c = await customer();
    const cardId = await fundedStoredValueCard(db, c.accountId, 5000, clock.now());
    await cart(c.token, { lines: [large] });
    // Placing takes nothing: the order waits for its payment.
    const placed = await order(c.token, { paymentCode: 205, quotedTotal: GOODS });
    expect(placed.result.order).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    const orderId = placed.result.order!.orderId;
    expect((await cardLedger(db, cardId)).balance).toBe(5000);
    const noPin = await pay(c.token, orderId);
    expect(noPin.result.problem?.code).toBe('PIN_REQUIRED');
    const wrong = await pay(c.token, orderId, { pin: '111111' });
    expect(wrong.result.problem?.code).toBe('PIN_VERIFY_FAILED');
    // Another customer cannot pay it (or learn it exists), even with their own right PIN.
    const stranger = await customer();
    await fundedStoredValueCard(db, stranger.accountId, 5000, clock.now());
    expect((await pay(stranger.token, orderId, { pin: TEST_WALLET_PIN })).result.problem?.code).toBe(
      'SHOP_ORDER_NOT_FOUND',
    );
    const key = randomUUID();
    const paid = await pay(c.token, orderId, { pin: TEST_WALLET_PIN }, key);
    expect(paid.result).toMatchObject({ rtn: 1, txn: orderId, status: 'approved' });
    expect(paid.result.order).toMatchObject({
      status: 'received',
      paymentStatus: 'approved',
      paidWith: 'storedValue',
      totals: { total: GOODS },
    });
    expect(paid.result.order?.cardNumber).toMatch(/^6035/);
    // The same key again (a retry after a lost answer) answers the same payment and takes nothing more.
    const again = await pay(c.token, orderId, { pin: TEST_WALLET_PIN }, key);
    expect(again.result).toEqual(paid.result);
    // Another key on a paid order: 'already paid', nothing taken.
    expect((await pay(c.token, orderId, { pin: TEST_WALLET_PIN })).result.problem?.code).toBe('SHOP_ORDER_PAID');
    expect(await cardLedger(db, cardId)).toMatchObject({ balance: 5000 - GOODS, history: { balance: 5000 - GOODS } });
    expect((await cart(c.token, {})).result.lines).toEqual([]);

    const cancelled = await pos({ change: { orderId: paid.result.order!.orderId, status: 'cancelled' } });
    expect(cancelled.json().result.rtn).toBe(1);
    expect(await cardLedger(db, cardId)).toMatchObject({ balance: 5000, history: { balance: 5000 } });
  });

  it('stored value: a short balance refuses the payment and takes nothing; the order stays unpaid and lapses', async () => {
    const c = await customer();
    const cardId = await fundedStoredValueCard(db, c.accountId, 1000, clock.now());
    await cart(c.token, { lines: [large] });
    const placed = await order(c.token, { paymentCode: 205, quotedTotal: GOODS });
    const orderId = placed.result.order!.orderId;
    const short = await pay(c.token, orderId, { pin: TEST_WALLET_PIN });
    expect(short.result).toMatchObject({ rtn: 0, problem: { code: 'WALLET_INSUFFICIENT_BALANCE' } });
    expect(
      await count(`SELECT count(*)::int AS n FROM wallet_history WHERE card_id = '${cardId}' AND action = 'payment'`),
    ).toBe(0);
    expect((await cardLedger(db, cardId)).balance).toBe(1000);
    expect((await cart(c.token, {})).result.lines).toHaveLength(1);
    expect(
      (await client.call<{ order?: ShopOrder }>('/shop/orderStatus', { orderId }, c.token)).result.order,
    ).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    clock.advanceSeconds(16 * 60);
    expect(
      (await client.call<{ order?: ShopOrder }>('/shop/orderStatus', { orderId }, c.token)).result.order,
    ).toMatchObject({ status: 'cancelled', paymentStatus: 'abandoned' });
    expect((await pay(c.token, orderId, { pin: TEST_WALLET_PIN })).result.problem?.code).toBe('SHOP_ORDER_NOT_PAYABLE');
  });

  it('a parking voucher is refused on a shop order: the order is not placed', async () => {
    const c = await customer();
    const voucher = (await client.call<{ voucher: { id: string } }>('/voucher/collect', { code: 'PARKFIVE' }, c.token))
      .result.voucher;
    await cart(c.token, { lines: [large] });
    const placed = await order(c.token, { paymentCode: 201, voucherId: voucher.id, quotedTotal: 1 });
    expect(placed.result).toMatchObject({ rtn: 0, problem: { code: 'VOUCHER_UNAVAILABLE' } });
    expect(await db.query('SELECT 1 FROM shop_orders WHERE account_id = $1', [c.accountId])).toHaveLength(0);
  });

  it('a voucher and a tip: the discount on the goods, the tip on the goods after it, the voucher then applied; a cancelled order gives it back', async () => {
    const c = await customer();
    const voucher = (await client.call<{ voucher: { id: string } }>('/voucher/collect', { code: 'SHOPFIVE' }, c.token))
      .result.voucher;
    await cart(c.token, { lines: [large] });
    // Goods 1260 - 500 = 760; tip 10 % = 76; card 1.5 % of 836 = 12.54 -> 13 (rounded as surcharges are).
    const refusedTotal = await order(c.token, {
      paymentCode: 201,
      voucherId: voucher.id,
      tip: { percent: 10 },
      quotedTotal: 1,
    });
    expect(refusedTotal.result.problem?.code).toBe('PRICE_CHANGED');
    const total = (refusedTotal.result as unknown as { totals: { total: number; discount: number; tip: number } })
      .totals;
    expect(total).toMatchObject({ discount: 500, tip: 76 });
    const placed = await order(c.token, {
      paymentCode: 201,
      voucherId: voucher.id,
      tip: { percent: 10 },
      quotedTotal: total.total,
    });
    expect(placed.result.order).toMatchObject({
      status: 'pending_payment',
      totals: { goods: GOODS, discount: 500, tip: 76 },
    });
    const started = await pay(c.token, placed.result.order!.orderId);
    expect(started.result).toMatchObject({
      rtn: 1,
      status: 'pending',
      order: { paidWith: 'gateway', status: 'pending_payment' },
    });
    expect(started.result.gatewayUrl).toContain('/sandbox/pay/');
    const vouchers = async () =>
      (
        await client.call<{ vouchers: { id: string; status: string; appliedTo?: string }[] }>(
          '/voucher/list',
          {},
          c.token,
        )
      ).result.vouchers;
    expect((await vouchers()).find((v) => v.id === voucher.id)).toMatchObject({
      status: 'applied',
      appliedTo: placed.result.order!.reference,
    });
    // Used once: a second order cannot take it again.
    await cart(c.token, { lines: [large] });
    expect(
      (await order(c.token, { paymentCode: 201, voucherId: voucher.id, quotedTotal: total.total })).result.problem
        ?.code,
    ).toBe('VOUCHER_UNAVAILABLE');
    // The unpaid order lapses (cancelled): the voucher comes back.
    clock.advanceSeconds(16 * 60);
    await client.call('/shop/orderStatus', { orderId: placed.result.order!.orderId }, c.token);
    expect((await vouchers()).find((v) => v.id === voucher.id)?.status).toBe('available');
  });

  it('a saved card is charged at once: no gateway page, the order received, the card shown masked', async () => {
    const c = await customer();
    const cardsCall = (payload: Record<string, unknown>) =>
      client.call<{ setupId?: string; gatewayUrl?: string; cards?: { id: string }[] }>(
        '/account/actionCcUser',
        payload,
        c.token,
      );
    const started = await cardsCall({ action: 'add' });
    await t.app.inject({
      method: 'POST',
      url: `${started.result.gatewayUrl!.replace('/sandbox/card/', '/sandbox-api/gateway/cards/')}/save`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        number: '4111111111111111',
        expiry: '12/35',
        holder: 'ANA LEE',
        cvc: '321',
      }).toString(),
    });
    const saved = (await cardsCall({ action: 'confirm', setupId: started.result.setupId })).result.cards![0]!;
    await cart(c.token, { lines: [{ productId: 'muffin', quantity: 1, options: [] }] });
    const placed = await orderAndPay(c.token, { paymentCode: 201, quotedTotal: 497 }, { savedCardId: saved.id });
    expect(placed.result).toMatchObject({ rtn: 1, status: 'approved' });
    expect(placed.result.order).toMatchObject({ status: 'received', paymentStatus: 'approved', paidWith: 'savedCard' });
    expect(placed.result.order?.gatewayUrl).toBeUndefined();
    expect(placed.result.order?.cardNumber).toMatch(/^4111\*+111$/);
    // Another customer's saved card reads as missing.
    const stranger = await customer();
    await cart(stranger.token, { lines: [{ productId: 'muffin', quantity: 1, options: [] }] });
    expect(
      (await orderAndPay(stranger.token, { paymentCode: 201, quotedTotal: 497 }, { savedCardId: saved.id })).result
        .problem?.code,
    ).toBe('SAVED_CARD_NOT_FOUND');
  });

  it('a price changed in the catalogue between the cart and the order is flagged, refused until accepted, then charged at the new price', async () => {
    const c = await customer();
    const shown = await cart(c.token, { lines: [large] });
    expect(shown.result.goods).toBe(GOODS);
    await writeFile(catalogueFile(), JSON.stringify(catalogue(600)));
    await t.app.tenants.reload();
    try {
      const read = await cart(c.token, {});
      expect(read.result.lines[0]).toMatchObject({
        unitPrice: 680,
        shownUnitPrice: 630,
        problem: { code: 'SHOP_PRICE_CHANGED_LINE' },
      });
      // Even with the new total quoted, the order is refused while the line is not accepted.
      const refusedOrder = await order(c.token, { paymentCode: 201, quotedTotal: 1380 + 21 });
      expect(refusedOrder.result).toMatchObject({ rtn: 0, problem: { code: 'PRICE_CHANGED' } });
      // Changing another line keeps the flag on this one.
      const more = await cart(c.token, { lines: [large, { productId: 'muffin', quantity: 1, options: [] }] });
      expect(more.result.lines[0]?.problem?.code).toBe('SHOP_PRICE_CHANGED_LINE');
      expect(more.result.lines[1]?.problem).toBeUndefined();
      const accepted = await cart(c.token, { lines: [large], acceptPrices: true });
      expect(accepted.result.lines[0]).toMatchObject({ unitPrice: 680 });
      expect(accepted.result.lines[0]?.problem).toBeUndefined();
      // 1360 + 1.5 % (20.4 -> 20).
      const placed = await order(c.token, { paymentCode: 201, quotedTotal: 1380 });
      expect(placed.result.order?.totals.goods).toBe(1360);
    } finally {
      await writeFile(catalogueFile(), JSON.stringify(catalogue()));
      await t.app.tenants.reload();
    }
  });

  it("reorder: the past lines go back in the cart at today's prices; a sold-out item is reported by name; another customer's order reads as missing", async () => {
    const c = await customer();
    const cardId = await fundedStoredValueCard(db, c.accountId, 10_000, clock.now());
    expect(cardId).toBeTruthy();
    await cart(c.token, { lines: [large, { productId: 'muffin', quantity: 1, options: [] }] });
    const first = await orderAndPay(c.token, { paymentCode: 205, quotedTotal: GOODS + 490 }, { pin: TEST_WALLET_PIN });
    const orderId = first.result.order!.orderId;
    expect(first.result.order?.lines[0]?.options[0]).toMatchObject({ groupId: 'size', optionId: 'large' });
    await pos({ availability: { productId: 'muffin', state: 'sold_out' } });
    try {
      const again = await cart(c.token, { reorder: orderId });
      expect(again.result.lines).toEqual([
        expect.objectContaining({ productId: 'flat-white', quantity: 2, unitPrice: 630 }),
      ]);
      expect(again.result.unavailable).toEqual([
        { name: { 'en-gb': 'Muffin' }, problem: { code: 'SHOP_ITEM_UNAVAILABLE', params: {} } },
      ]);
      const stranger = await customer();
      expect((await cart(stranger.token, { reorder: orderId })).result.problem?.code).toBe('SHOP_ORDER_NOT_FOUND');
    } finally {
      await pos({ availability: { productId: 'muffin', state: 'available' } });
    }
  });

  it("delivery to the car: only with the customer's own ticket current now at this site, a bay or plate, and a stay lasting past the waiting time", async () => {
    const c = await customer();
    const other = await customer();
    const parking = new ParkingClient(t.app, SHOP, 'plain');
    const book = async (token: string) => {
      const answer = await parking.order(token, { ...stay(clock.now(), 3, 2), paymentCode: 201 });
      expect(answer.result.rtn, answer.result.dispMsg).toBe(1);
      return answer.result.booking!.bookingId;
    };
    const mine = await book(c.token);
    const theirs = await book(other.token);
    await cart(c.token, { lines: [{ productId: 'muffin', quantity: 1, options: [] }] });
    const car = (bookingId: string, extra: Record<string, string> = { bay: 'B12' }) =>
      order(c.token, { fulfilment: 'car', car: { bookingId, ...extra }, paymentCode: 201, quotedTotal: 497 });
    // Booked for later, not paid: not current.
    expect((await car(mine)).result.problem?.code).toBe('SHOP_CAR_TICKET_REQUIRED');
    // Paid and current now (the stay started an hour ago, ends in an hour).
    const now = clock.now().getTime();
    const makeCurrent = (id: string, exitInMinutes: number) =>
      db.query(
        `UPDATE bookings SET status = 'booked', hold_expires_at = NULL, entry_at = $2, exit_at = $3 WHERE id = $1`,
        [id, new Date(now - HOUR * 1000), new Date(now + exitInMinutes * 60_000)],
      );
    await makeCurrent(mine, 60);
    await makeCurrent(theirs, 60);
    expect((await cart(c.token, {})).result.carStays?.map((s) => s.bookingId)).toEqual([mine]);
    expect((await car(theirs)).result.problem?.code).toBe('SHOP_CAR_TICKET_REQUIRED');
    expect((await car(mine, {})).result.problem?.code).toBe('SHOP_CAR_SPOT_REQUIRED');
    await makeCurrent(mine, 10);
    expect((await car(mine)).result.problem?.code).toBe('SHOP_CAR_STAY_ENDS');
    await makeCurrent(mine, 60);
    const placed = await car(mine, { plate: 'ABC123' });
    expect(placed.result.order).toMatchObject({ fulfilment: 'car', car: { bookingId: mine, plate: 'ABC123' } });
  });
});
