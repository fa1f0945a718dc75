/**
 * Payers racing at one table (docs/shop.md#split), on PostgreSQL only: PGlite runs one query at a
 * time and cannot show a race. A listening server takes the calls over HTTP all at once, on a pool
 * of 20 connections. Two payers (then twenty) reach for the same items: exactly one gets them, the
 * others are told someone else is paying; and however the payers split, the bill is never promised
 * or paid more than its total. 100 strangers guessing the table without its QR code's secret
 * (docs/shop.md#table-key) neither read nor hold the bill; a payer giving their payment up while 99
 * others pay frees it once, and the bill still holds exactly the payments under way.
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
import { decide, TABLE_POS_KEY, TABLE_SHOP, tableKeyOf, tableTenantsFolder } from './support/shop-table-kit';
import type { TenantsFolder } from './support/tenant-fixtures';
import { POSTGRES_SKIP_REASON } from './support/test-databases';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(
    `[shop-table-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`,
  );

const RACERS = 20;
/** The races of the table's secret and of giving a payment up: 100 at once, three rounds. */
const CROWD = 100;
const ROUNDS = 3;
const line = (productId: string, quantity = 1) => ({ productId, quantity, options: [] });

describe.skipIf(!url)(
  url ? 'table bill payers racing on postgres' : `table bill payers racing: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const schema = `kerbside_table_race_${process.pid}_${randomBytes(4).toString('hex')}`;
    const clock = testClock(START);
    let db: Database;
    let folder: TenantsFolder;
    let t: TestApp;
    let base: string;
    let tokens: string[];
    let crowd: string[];

    const call = async <T extends object>(path: string, token: string, payload: object): Promise<Envelope<T>> => {
      const res = await fetch(`${base}/s/${TABLE_SHOP}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(payload),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Envelope<T>;
    };
    const newBill = async (table: string, lines: unknown[], quotedTotal: number): Promise<string> => {
      const token = tokens[0]!;
      await call('/shop/cart', token, { lines });
      const placed = await call<{ order?: ShopOrder }>('/svc/order', token, {
        kind: 'shop',
        idempotencyKey: randomUUID(),
        fulfilment: 'table',
        table,
        tableKey: await tableKeyOf(db, table),
        paymentCode: 201,
        quotedTotal,
      });
      expect(placed.result.rtn, JSON.stringify(placed)).toBe(1);
      return placed.result.order!.billId!;
    };
    // The payers came by the table's QR code, which carries its secret (docs/shop.md#table-key).
    const pay = async (token: string, table: string, billId: string, split: object, quotedAmount: number) =>
      call<{ amount?: number; gatewayUrl?: string }>('/shop/tablePay', token, {
        table,
        tableKey: await tableKeyOf(db, table),
        billId,
        idempotencyKey: randomUUID(),
        split,
        paymentCode: 201,
        quotedAmount,
      });
    const row = async (billId: string) =>
      (
        await db.query<{ total: number; reserved: number; paid: number }>(
          'SELECT total, reserved, paid FROM shop_table_bills WHERE id = $1',
          [billId],
        )
      )[0]!;
    const pendingSum = async (billId: string) =>
      (
        await db.query<{ s: number }>(
          `SELECT COALESCE(SUM(amount), 0)::int AS s FROM shop_bill_payments WHERE bill_id = $1 AND status IN ('pending', 'approved')`,
          [billId],
        )
      )[0]!.s;

    beforeAll(async () => {
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`CREATE SCHEMA ${schema}`);
      await admin.close();
      db = await openPostgresDatabase({ connectionString: url ?? '', schema, maxConnections: 20 });
      await migrate(db);
      folder = await tableTenantsFolder();
      t = await startTestApp({
        db,
        tenantsDir: folder.dir,
        accounts: { now: clock.now },
        parking: { now: clock.now, secrets: { PARKCO_POS_KEY: TABLE_POS_KEY } },
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      tokens = [];
      for (let i = 0; i < RACERS; i += 1) tokens.push((await seedCustomer(db, 'parkco', clock.now())).token);
      crowd = [];
      for (let i = 0; i < CROWD; i += 1) crowd.push((await seedCustomer(db, 'parkco', clock.now())).token);
    }, 240_000);

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
      const [a, b] = await Promise.all([
        pay(tokens[1]!, 'T1', billId, { kind: 'items', items: [0, 1] }, 2050),
        pay(tokens[2]!, 'T1', billId, { kind: 'items', items: [1, 2] }, 1250),
      ]);
      const won = [a, b].filter((x) => x.result.rtn === 1);
      const lost = [a, b].filter((x) => x.result.rtn !== 1);
      console.info(
        `[shop-table-concurrency] two payers: ${won.length} won, ${lost.map((l) => l.result.problem?.code).join(', ')}`,
      );
      expect(won).toHaveLength(1);
      expect(lost[0]?.result.problem?.code).toBe('BILL_ITEM_TAKEN');
      expect(await row(billId)).toMatchObject({ total: 2450, reserved: won[0]!.result.amount, paid: 0 });
      await decide(t.app, won[0]!.result.gatewayUrl!, 'approve');
      await call('/shop/tableBill', tokens[1]!, { table: 'T1', tableKey: await tableKeyOf(db, 'T1'), billId });
      expect(await row(billId)).toMatchObject({ paid: won[0]!.result.amount });
    }, 60_000);

    it(`${RACERS} payers racing with items, shares and 'the rest': never more than the total, reserved = the payments under way`, async () => {
      const billId = await newBill('T2', [line('noodles', 3), line('dumplings', 2), line('tea', 4)], 6900);
      const splits = tokens.map((_, i) =>
        i % 3 === 0
          ? { kind: 'rest' as const }
          : i % 3 === 1
            ? { kind: 'share' as const, people: 3 }
            : { kind: 'items' as const, items: [i % 3] },
      );
      // Each payer quotes what the bill showed before the race; the server takes only the one(s) still matching.
      const quoted = (s: (typeof splits)[number]) =>
        s.kind === 'rest' ? 6900 : s.kind === 'share' ? 2300 : s.items[0] === 2 ? 1600 : 1700;
      const answers = await Promise.all(
        tokens.map((token, i) => pay(token, 'T2', billId, splits[i]!, quoted(splits[i]!))),
      );
      const won = answers.filter((x) => x.result.rtn === 1);
      const codes = new Set(answers.filter((x) => x.result.rtn !== 1).map((x) => x.result.problem?.code));
      const reserved = won.reduce((s, x) => s + (x.result.amount ?? 0), 0);
      console.info(
        `[shop-table-concurrency] ${RACERS} mixed payers: ${won.length} won, ${reserved} of 6900 reserved; refusals ${[...codes].join(', ')}`,
      );
      expect(won.length).toBeGreaterThanOrEqual(1);
      expect(reserved).toBeLessThanOrEqual(6900);
      expect(
        [...codes].every((c) => c === 'BILL_ITEM_TAKEN' || c === 'BILL_AMOUNT_CHANGED' || c === 'BILL_NOTHING_LEFT'),
      ).toBe(true);
      expect(await row(billId)).toMatchObject({ total: 6900, reserved, paid: 0 });
      expect(await pendingSum(billId)).toBe(reserved);
      for (const w of won) await decide(t.app, w.result.gatewayUrl!, 'approve');
      await call('/shop/tableBill', tokens[0]!, { table: 'T2', tableKey: await tableKeyOf(db, 'T2'), billId });
      const after = await row(billId);
      expect(after.paid).toBe(reserved);
      expect(after.paid).toBeLessThanOrEqual(after.total);
    }, 60_000);

    it(`${CROWD} strangers guessing the table at once, without its secret or with a wrong one, neither read nor hold its bill (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        // T1's open bill (the first test left part of it unpaid), with a new order on it.
        const billId = await newBill('T1', [line('noodles'), line('tea')], 1600);
        const before = await row(billId);
        const left = before.total - before.reserved;
        const answers = await Promise.all(
          crowd.map((token, i) => {
            const guess = i % 2 === 0 ? {} : { tableKey: `guess${String(i).padStart(11, '0')}` };
            return i % 4 < 2
              ? call('/shop/tableBill', token, { table: 'T1', ...(i % 8 < 4 ? { billId } : {}), ...guess })
              : call('/shop/tablePay', token, {
                  table: 'T1',
                  billId,
                  ...guess,
                  idempotencyKey: randomUUID(),
                  split: { kind: 'rest' },
                  paymentCode: 201,
                  quotedAmount: left,
                });
          }),
        );
        const codes = new Set(answers.map((a) => a.result.problem?.code ?? 'answered'));
        console.info(`[shop-table-concurrency] round ${round + 1}: ${CROWD} strangers: ${[...codes].join(', ')}`);
        expect([...codes]).toEqual(['TABLE_LINK_INVALID']);
        expect(await row(billId)).toEqual(before);
        // The diners, with the QR code's secret, still have it all to pay: one pays the rest.
        const paid = await pay(tokens[1]!, 'T1', billId, { kind: 'rest' }, left);
        expect(paid.result.rtn).toBe(1);
        await decide(t.app, paid.result.gatewayUrl!, 'approve');
        await call('/shop/tableBill', tokens[1]!, { table: 'T1', tableKey: await tableKeyOf(db, 'T1'), billId });
        expect(await row(billId)).toMatchObject({ total: before.total, paid: before.total });
      }
    }, 120_000);

    it(`a payer gives up their whole-bill payment while ${CROWD - 1} others pay items at once: freed once, never more than the total (${ROUNDS} rounds)`, async () => {
      const tableKey = await tableKeyOf(db, 'T2');
      for (let round = 0; round < ROUNDS; round += 1) {
        // A fresh bill at T2 (the earlier test's T2 bill is paid off first).
        const open = (
          await call<{ bill?: { billId: string; left: number } }>('/shop/tableBill', tokens[0]!, {
            table: 'T2',
            tableKey,
          })
        ).result.bill;
        if (open) {
          const rest = await pay(tokens[0]!, 'T2', open.billId, { kind: 'rest' }, open.left);
          if (rest.result.gatewayUrl) await decide(t.app, rest.result.gatewayUrl, 'approve');
          await call('/shop/tableBill', tokens[0]!, { table: 'T2', tableKey, billId: open.billId });
        }
        const billId = await newBill('T2', [line('tea', 5)], 2000);
        const whole = await pay(crowd[0]!, 'T2', billId, { kind: 'rest' }, 2000);
        expect(whole.result.rtn).toBe(1);
        const wholeId = (whole.result as { paymentId?: string }).paymentId!;
        const answers = await Promise.all([
          call<{ bill?: { reserved: number } }>('/shop/tablePayCancel', crowd[0]!, {
            table: 'T2',
            tableKey,
            billId,
            paymentId: wholeId,
          }),
          ...crowd.slice(1).map((token) => pay(token, 'T2', billId, { kind: 'items', items: [0] }, 2000)),
        ]);
        const [given, ...payers] = answers;
        const won = payers.filter((a) => a.result.rtn === 1);
        const codes = new Set(payers.filter((a) => a.result.rtn !== 1).map((a) => a.result.problem?.code));
        console.info(
          `[shop-table-concurrency] round ${round + 1}: given up ${given!.result.rtn === 1 ? 'yes' : given!.result.problem?.code}; ${won.length} paid the item; refusals ${[...codes].join(', ')}`,
        );
        expect(given!.result.rtn).toBe(1);
        // The one item was free once the payment was given up: at most one payer has it.
        expect(won.length).toBeLessThanOrEqual(1);
        expect([...codes].every((c) => c === 'BILL_ITEM_TAKEN' || c === 'BILL_NOTHING_LEFT')).toBe(true);
        const after = await row(billId);
        expect(after.reserved).toBe(await pendingSum(billId));
        expect(after.reserved).toBe(won.length === 1 ? 2000 : 0);
        expect(
          (await db.query<{ status: string }>('SELECT status FROM shop_bill_payments WHERE id = $1', [wholeId]))[0]
            ?.status,
        ).toBe('abandoned');
        // Nobody won the item (all came before the cancel): it is free now; one more payer takes it.
        const last = won[0] ?? (await pay(tokens[2]!, 'T2', billId, { kind: 'items', items: [0] }, 2000));
        expect(last.result.rtn).toBe(1);
        await decide(t.app, last.result.gatewayUrl!, 'approve');
        await call('/shop/tableBill', tokens[2]!, { table: 'T2', tableKey, billId });
        expect(await row(billId)).toMatchObject({ total: 2000, reserved: 2000, paid: 2000 });
      }
    }, 120_000);
  },
);
