/**
 * Shop orders racing on one stored-value balance, on PostgreSQL only (PGlite runs one query at a
 * time and cannot show a race): a real listening server on a pool of connections takes the orders
 * over HTTP all at once (docs/shop.md#paying, docs/wallet.md#money).
 * - One customer has an order at each of SHOPS shops and pays them all at the same moment (shop/orderPay), every one from the same card
 *   whose balance covers only two of them: exactly that many are paid, the rest are refused
 *   'not enough', the balance never goes below zero and equals the sum of its history.
 * - The same payment sent 5 times at once with one key: one debit, the same answer every time.
 * - A declined gateway attempt read while new attempts start (docs/shop.md#declined): reads that
 *   learnt of the decline never end a newer attempt, so at most one attempt is ever open at the
 *   gateway and exactly one payment is taken.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import type { Catalogue } from '../../src/generated/catalogue';
import type { ShopSettings, Tenant } from '../../src/generated/tenant';
import { testClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { parkingSite, seedCustomer, START, type Envelope } from './support/parking-kit';
import { POSTGRES_SKIP_REASON } from './support/test-databases';
import { decide } from './support/shop-table-kit';
import { tenantsFolder, type TenantsFolder } from './support/tenant-fixtures';
import { cardLedger, fundedStoredValueCard, TEST_WALLET_PIN, walletTenants } from './support/wallet-kit';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(`[shop-pay-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`);

// At most MAX_PIN_TRIES (5) at once: the wallet counts every PIN try in flight before comparing it
// (docs/wallet.md#pin), so more simultaneous payments from one card would be 'Too many wrong PINs'.
const SHOPS = 5;
const PRICE = 1000;
const shopCode = (i: number) => `race-shop-${i}`;

function raceTenant(): Tenant {
  const [parkco] = walletTenants();
  const settings: ShopSettings = {
    openingHours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '23:59' }],
    minimumWaitMinutes: 10,
    pickup: { enabled: true, slotMinutes: 15, daysAhead: 0 },
    delivery: { enabled: false, zones: [] },
    table: { enabled: false, tables: [] },
  };
  return {
    ...parkco!,
    sites: [
      ...parkco!.sites,
      ...Array.from({ length: SHOPS }, (_, i) => parkingSite(shopCode(i), [], { shop: settings })),
    ],
  };
}

const catalogue = (code: string): Catalogue => ({
  shopCode: code,
  categories: [{ id: 'food', name: { 'en-gb': 'Food' } }],
  products: [{ id: 'box', category: 'food', name: { 'en-gb': 'Lunch box' }, image: 'catalogue/box.svg', price: PRICE }],
});

describe.skipIf(!url)(
  url
    ? 'shop orders racing on one stored-value balance on postgres'
    : `shop orders racing: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const schema = `kerbside_shoprace_${process.pid}_${randomBytes(4).toString('hex')}`;
    const clock = testClock(START);
    let db: Database;
    let folder: TenantsFolder;
    let t: TestApp;
    let base: string;

    const call = async <T extends object>(
      shop: string,
      route: string,
      token: string,
      payload: object,
    ): Promise<Envelope<T>> => {
      const res = await fetch(`${base}/s/${shop}/api${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(payload),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Envelope<T>;
    };
    // Paid at once: a pickup at the shop's first slot (a table order would be paid later, with its bill).
    const firstPickupSlot = async (shop: string, token: string) =>
      (await call<{ pickupSlots: number[] }>(shop, '/shop/catalogue', token, {})).result.pickupSlots[0]!;
    // Placing moves no money; the pay call does (docs/shop.md#paying).
    const order = async (shop: string, token: string) => {
      const placed = await call<{ order?: ShopOrder }>(shop, '/svc/order', token, {
        kind: 'shop',
        idempotencyKey: randomUUID(),
        fulfilment: 'pickup',
        pickupAt: await firstPickupSlot(shop, token),
        paymentCode: 205,
        quotedTotal: PRICE,
      });
      expect(placed.result.order?.status, placed.result.dispMsg).toBe('pending_payment');
      return placed.result.order!.orderId;
    };
    const pay = (shop: string, token: string, orderId: string, key: string) =>
      call<{ status?: string; order?: ShopOrder }>(shop, '/shop/orderPay', token, {
        idempotencyKey: key,
        orderId,
        pin: TEST_WALLET_PIN,
      });
    const fill = (shop: string, token: string) =>
      call(shop, '/shop/cart', token, { lines: [{ productId: 'box', quantity: 1, options: [] }] });

    beforeAll(async () => {
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`CREATE SCHEMA ${schema}`);
      await admin.close();
      db = await openPostgresDatabase({ connectionString: url ?? '', schema, maxConnections: 20 });
      await migrate(db);
      folder = await tenantsFolder([raceTenant()]);
      const dir = path.join(folder.dir, 'parkco', 'catalogue');
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'box.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
      for (let i = 0; i < SHOPS; i += 1)
        await writeFile(path.join(dir, `${shopCode(i)}.json`), JSON.stringify(catalogue(shopCode(i))));
      t = await startTestApp({ db, tenantsDir: folder.dir, accounts: { now: clock.now }, parking: { now: clock.now } });
      expect(t.app.tenants.problems()).toEqual([]);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }, 120_000);

    afterAll(async () => {
      await t?.close();
      await folder?.remove();
      await db?.close();
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    });

    it(`${SHOPS} payments at once on a balance covering 2: exactly 2 paid, the others refused, never overdrawn`, async () => {
      const c = await seedCustomer(db, 'parkco', clock.now());
      const cardId = await fundedStoredValueCard(db, c.accountId, 2 * PRICE + 500, clock.now());
      const orderIds: string[] = [];
      for (let i = 0; i < SHOPS; i += 1) {
        await fill(shopCode(i), c.token);
        orderIds.push(await order(shopCode(i), c.token));
      }
      const answers = await Promise.all(orderIds.map((id, i) => pay(shopCode(i), c.token, id, randomUUID())));
      const paid = answers.filter((a) => a.result.order?.status === 'received');
      const short = answers.filter((a) => a.result.problem?.code === 'WALLET_INSUFFICIENT_BALANCE');
      console.info(
        `[shop-pay-concurrency] ${paid.length} paid, ${short.length} refused for the balance, ${answers.length - paid.length - short.length} other`,
      );
      expect(paid).toHaveLength(2);
      expect(short).toHaveLength(SHOPS - 2);
      const ledger = await cardLedger(db, cardId);
      expect(ledger.balance).toBe(500);
      expect(ledger.history.balance).toBe(ledger.balance);
      const orders = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shop_orders WHERE account_id = $1 AND paid_with = 'storedValue'`,
        [c.accountId],
      );
      expect(orders[0]?.n).toBe(2);
    }, 60_000);

    it('a declined attempt read by 4 status checks while 4 new attempts start: at most one attempt open, one payment taken', async () => {
      const c = await seedCustomer(db, 'parkco', clock.now());
      await fill(shopCode(1), c.token);
      const placed = await call<{ order?: ShopOrder }>(shopCode(1), '/svc/order', c.token, {
        kind: 'shop',
        idempotencyKey: randomUUID(),
        fulfilment: 'pickup',
        pickupAt: await firstPickupSlot(shopCode(1), c.token),
        paymentCode: 201,
        quotedTotal: PRICE + 15,
      });
      const orderId = placed.result.order!.orderId;
      const payByCard = (key: string) =>
        call<{ status?: string; gatewayUrl?: string }>(shopCode(1), '/shop/orderPay', c.token, {
          idempotencyKey: key,
          orderId,
        });
      const first = await payByCard(randomUUID());
      expect(first.result.status).toBe('pending');
      await decide(t.app, first.result.gatewayUrl!, 'decline');
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          call<{ order?: ShopOrder }>(shopCode(1), '/shop/orderStatus', c.token, { orderId }),
        ),
        ...Array.from({ length: 4 }, () => payByCard(randomUUID())),
      ]);
      const opened = answers.flatMap((a) =>
        'gatewayUrl' in a.result && a.result.gatewayUrl ? [a.result.gatewayUrl] : [],
      );
      // One new attempt opened; the others were refused while it was open.
      expect(opened).toHaveLength(1);
      const attempts = await db.query<{ id: string; status: string }>(
        `SELECT id, status FROM sandbox_gateway_payments WHERE return_url LIKE $1 ORDER BY created_at`,
        [`%${orderId}%`],
      );
      expect(attempts.map((a) => a.status)).toEqual(['declined', 'pending']);
      const [row] = await db.query<{ gatewayPaymentId: string; paymentStatus: string }>(
        `SELECT gateway_payment_id AS "gatewayPaymentId", payment_status AS "paymentStatus" FROM shop_orders WHERE id = $1`,
        [orderId],
      );
      expect(row).toEqual({ gatewayPaymentId: attempts[1]!.id, paymentStatus: 'pending' });
      await decide(t.app, opened[0]!, 'approve');
      const read = await call<{ order?: ShopOrder }>(shopCode(1), '/shop/orderStatus', c.token, { orderId });
      expect(read.result.order).toMatchObject({ status: 'received', paymentStatus: 'approved' });
    }, 60_000);

    it('5 identical payments of one order at once with one key: one debit, the same answer 5 times', async () => {
      const c = await seedCustomer(db, 'parkco', clock.now());
      const cardId = await fundedStoredValueCard(db, c.accountId, 10 * PRICE, clock.now());
      await fill(shopCode(0), c.token);
      const orderId = await order(shopCode(0), c.token);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 5 }, () => pay(shopCode(0), c.token, orderId, key)));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]?.result.order?.status).toBe('received');
      expect(await cardLedger(db, cardId)).toMatchObject({ balance: 9 * PRICE, history: { balance: 9 * PRICE } });
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM wallet_history WHERE card_id = $1 AND action = 'payment'`,
        [cardId],
      );
      expect(rows[0]?.n).toBe(1);
    }, 60_000);
  },
);
