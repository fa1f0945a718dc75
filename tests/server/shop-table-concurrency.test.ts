/**
 * Payers racing at one table (docs/shop.md#split), on PostgreSQL only: PGlite runs one query at a
 * time and cannot show a race. A listening server takes the calls over HTTP all at once, on a pool
 * of 20 connections. Two payers (then twenty) reach for the same items: exactly one gets them, the
 * others are told someone else is paying; and however the payers split, the bill is never promised
 * or paid more than its total.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import { testClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { seedCustomer, START, type Envelope } from './support/parking-kit';
import { decide, TABLE_POS_KEY, TABLE_SHOP, tableTenantsFolder } from './support/shop-table-kit';
import type { TenantsFolder } from './support/tenant-fixtures';
import { POSTGRES_SKIP_REASON } from './support/test-databases';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url) console.warn(`[shop-table-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`);

const RACERS = 20;
const line = (productId: string, quantity = 1) => ({ productId, quantity, options: [] });

describe.skipIf(!url)(url ? 'table bill payers racing on postgres' : `table bill payers racing: skipped, ${POSTGRES_SKIP_REASON}`, () => {
  const schema = `kerbside_table_race_${process.pid}_${randomBytes(4).toString('hex')}`;
  const clock = testClock(START);
  let db: Database;
  let folder: TenantsFolder;
  let t: TestApp;
  let base: string;
  let tokens: string[];

  const call = async <T extends object>(path: string, token: string, payload: object): Promise<Envelope<T>> => {
    const res = await fetch(`${base}/s/${TABLE_SHOP}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(payload) });
    expect(res.status).toBe(200);
    return (await res.json()) as Envelope<T>;
  };
  const newBill = async (table: string, lines: unknown[], quotedTotal: number): Promise<string> => {
    const token = tokens[0]!;
    await call('/shop/cart', token, { lines });
    const placed = await call<{ order?: ShopOrder }>('/svc/order', token, { kind: 'shop', idempotencyKey: randomUUID(), fulfilment: 'table', table, paymentCode: 201, quotedTotal });
    expect(placed.result.rtn, JSON.stringify(placed)).toBe(1);
    return placed.result.order!.billId!;
  };
  const pay = (token: string, table: string, billId: string, split: object, quotedAmount: number) =>
    call<{ amount?: number; gatewayUrl?: string }>('/shop/tablePay', token, { table, billId, idempotencyKey: randomUUID(), split, paymentCode: 201, quotedAmount });
  const row = async (billId: string) => (await db.query<{ total: number; reserved: number; paid: number }>('SELECT total, reserved, paid FROM shop_table_bills WHERE id = $1', [billId]))[0]!;
  const pendingSum = async (billId: string) =>
    (await db.query<{ s: number }>(`SELECT COALESCE(SUM(amount), 0)::int AS s FROM shop_bill_payments WHERE bill_id = $1 AND status IN ('pending', 'approved')`, [billId]))[0]!.s;

  beforeAll(async () => {
    const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
    await admin.executeScript(`CREATE SCHEMA ${schema}`);
    await admin.close();
    db = await openPostgresDatabase({ connectionString: url ?? '', schema, maxConnections: 20 });
    await migrate(db);
    folder = await tableTenantsFolder();
    t = await startTestApp({ db, tenantsDir: folder.dir, accounts: { now: clock.now }, parking: { now: clock.now, secrets: { PARKCO_POS_KEY: TABLE_POS_KEY } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    tokens = [];
    for (let i = 0; i < RACERS; i += 1) tokens.push((await seedCustomer(db, 'parkco', clock.now())).token);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await folder?.remove();
    await db?.close();
    const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
    await admin.executeScript(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  });

  it('two payers racing for the same items: one wins, the other is refused, the items are paid once', async () => {
    const billId = await newBill('T1', [line('noodles'), line('dumplings'), line('tea')], 2450);
    const [a, b] = await Promise.all([pay(tokens[1]!, 'T1', billId, { kind: 'items', items: [0, 1] }, 2050), pay(tokens[2]!, 'T1', billId, { kind: 'items', items: [1, 2] }, 1250)]);
    const won = [a, b].filter((x) => x.result.rtn === 1);
    const lost = [a, b].filter((x) => x.result.rtn !== 1);
    console.info(`[shop-table-concurrency] two payers: ${won.length} won, ${lost.map((l) => l.result.problem?.code).join(', ')}`);
    expect(won).toHaveLength(1);
    expect(lost[0]?.result.problem?.code).toBe('BILL_ITEM_TAKEN');
    expect(await row(billId)).toMatchObject({ total: 2450, reserved: won[0]!.result.amount, paid: 0 });
    await decide(t.app, won[0]!.result.gatewayUrl!, 'approve');
    await call('/shop/tableBill', tokens[1]!, { table: 'T1', billId });
    expect(await row(billId)).toMatchObject({ paid: won[0]!.result.amount });
  }, 60_000);

  it(`${RACERS} payers racing with items, shares and 'the rest': never more than the total, reserved = the payments under way`, async () => {
    const billId = await newBill('T2', [line('noodles', 3), line('dumplings', 2), line('tea', 4)], 6900);
    const splits = tokens.map((_, i) => (i % 3 === 0 ? { kind: 'rest' as const } : i % 3 === 1 ? { kind: 'share' as const, people: 3 } : { kind: 'items' as const, items: [i % 3] }));
    // Each payer quotes what the bill showed before the race; the server takes only the one(s) still matching.
    const quoted = (s: (typeof splits)[number]) => (s.kind === 'rest' ? 6900 : s.kind === 'share' ? 2300 : s.items[0] === 2 ? 1600 : 1700);
    const answers = await Promise.all(tokens.map((token, i) => pay(token, 'T2', billId, splits[i]!, quoted(splits[i]!))));
    const won = answers.filter((x) => x.result.rtn === 1);
    const codes = new Set(answers.filter((x) => x.result.rtn !== 1).map((x) => x.result.problem?.code));
    const reserved = won.reduce((s, x) => s + (x.result.amount ?? 0), 0);
    console.info(`[shop-table-concurrency] ${RACERS} mixed payers: ${won.length} won, ${reserved} of 6900 reserved; refusals ${[...codes].join(', ')}`);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(reserved).toBeLessThanOrEqual(6900);
    expect([...codes].every((c) => c === 'BILL_ITEM_TAKEN' || c === 'BILL_AMOUNT_CHANGED' || c === 'BILL_NOTHING_LEFT')).toBe(true);
    expect(await row(billId)).toMatchObject({ total: 6900, reserved, paid: 0 });
    expect(await pendingSum(billId)).toBe(reserved);
    for (const w of won) await decide(t.app, w.result.gatewayUrl!, 'approve');
    await call('/shop/tableBill', tokens[0]!, { table: 'T2', billId });
    const after = await row(billId);
    expect(after.paid).toBe(reserved);
    expect(after.paid).toBeLessThanOrEqual(after.total);
  }, 60_000);
});
