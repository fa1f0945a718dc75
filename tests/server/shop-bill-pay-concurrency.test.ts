/**
 * Payers racing on one stored-value balance through table bills and single pay, on PostgreSQL only
 * (PGlite runs one query at a time and cannot show a race): a real listening server on a pool of
 * connections takes the payments over HTTP all at once (docs/shop.md#bill-methods, docs/wallet.md#money).
 * One customer pays two tables' bills and three single-pay requests at the same moment from one
 * card whose balance covers only two of them: exactly two are paid, the rest refused 'not enough',
 * the balance never below zero and equal to the sum of its history; nothing stays reserved.
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
import type { SinglePay } from '../../src/generated/api/single-pay';
import type { Tenant } from '../../src/generated/tenant';
import { testClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { seedCustomer, START, type Envelope } from './support/parking-kit';
import { TABLE_CATALOGUE, TABLE_POS_KEY, TABLE_SHOP, tableKeyOf, tableTenant } from './support/shop-table-kit';
import { POSTGRES_SKIP_REASON } from './support/test-databases';
import { tenantsFolder, type TenantsFolder } from './support/tenant-fixtures';
import { cardLedger, fundedStoredValueCard, TEST_WALLET_PIN, walletTenants } from './support/wallet-kit';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(
    `[shop-bill-pay-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`,
  );

const PRICE = 1200;

function billTenant(): Tenant {
  const [wallet] = walletTenants();
  return { ...tableTenant(), payment: wallet!.payment, wallet: wallet!.wallet! };
}

describe.skipIf(!url)(
  url
    ? 'bill and single-pay payers racing on one stored-value balance on postgres'
    : `bill payers racing: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const schema = `kerbside_billrace_${process.pid}_${randomBytes(4).toString('hex')}`;
    const clock = testClock(START);
    let db: Database;
    let folder: TenantsFolder;
    let t: TestApp;
    let base: string;

    const call = async <T extends object>(
      route: string,
      token: string | null,
      payload: object,
      headers: Record<string, string> = {},
    ): Promise<Envelope<T>> => {
      const res = await fetch(`${base}/s/${TABLE_SHOP}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify(payload),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Envelope<T>;
    };

    beforeAll(async () => {
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`CREATE SCHEMA ${schema}`);
      await admin.close();
      db = await openPostgresDatabase({ connectionString: url ?? '', schema, maxConnections: 20 });
      await migrate(db);
      folder = await tenantsFolder([billTenant()]);
      const dir = path.join(folder.dir, 'parkco', 'catalogue');
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'cup.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
      await writeFile(path.join(dir, `${TABLE_SHOP}.json`), JSON.stringify(TABLE_CATALOGUE));
      t = await startTestApp({
        db,
        tenantsDir: folder.dir,
        accounts: { now: clock.now },
        parking: { now: clock.now, secrets: { PARKCO_POS_KEY: TABLE_POS_KEY } },
      });
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

    it('two bills and three single pays at once on a balance covering 2: exactly 2 paid, never overdrawn, nothing left reserved', async () => {
      const c = await seedCustomer(db, 'parkco', clock.now());
      const cardId = await fundedStoredValueCard(db, c.accountId, 2 * PRICE + 500, clock.now());
      const bills: string[] = [];
      for (const table of ['T1', 'T2']) {
        await call('/api/shop/cart', c.token, { lines: [{ productId: 'noodles', quantity: 1, options: [] }] });
        const placed = await call<{ order?: ShopOrder }>('/api/svc/order', c.token, {
          kind: 'shop',
          idempotencyKey: randomUUID(),
          fulfilment: 'table',
          table,
          tableKey: await tableKeyOf(db, table),
          paymentCode: 201,
          quotedTotal: PRICE,
        });
        bills.push(placed.result.order!.billId!);
      }
      const requests: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const made = await call<{ request: SinglePay }>(
          '/pro/pos/singlePayRequest',
          null,
          { action: 'fee', requiredBy: 'pos1', amount: PRICE, description: 'Fee', expiresInMinutes: 30 },
          { 'x-pos-key': TABLE_POS_KEY },
        );
        requests.push(made.result.request.txn);
      }
      const tableKeys = [await tableKeyOf(db, 'T1'), await tableKeyOf(db, 'T2')];
      const answers = await Promise.all([
        ...bills.map((billId, i) =>
          call<{ status?: string }>('/api/shop/tablePay', c.token, {
            table: `T${i + 1}`,
            tableKey: tableKeys[i],
            billId,
            idempotencyKey: randomUUID(),
            split: { kind: 'rest' },
            paymentCode: 205,
            quotedAmount: PRICE,
            pin: TEST_WALLET_PIN,
          }),
        ),
        ...requests.map((txn) =>
          call<{ request?: SinglePay }>('/api/shop/singlePayStart', c.token, {
            txn,
            idempotencyKey: randomUUID(),
            paymentCode: 205,
            quotedTotal: PRICE,
            pin: TEST_WALLET_PIN,
          }),
        ),
      ]);
      const paid = answers.filter((a) => a.result.rtn === 1);
      const short = answers.filter((a) => a.result.problem?.code === 'WALLET_INSUFFICIENT_BALANCE');
      console.info(
        `[shop-bill-pay-concurrency] ${paid.length} paid, ${short.length} refused for the balance, ${answers.length - paid.length - short.length} other`,
      );
      expect(paid).toHaveLength(2);
      expect(short).toHaveLength(3);
      const ledger = await cardLedger(db, cardId);
      expect(ledger.balance).toBe(500);
      expect(ledger.history.balance).toBe(500);
      const reserved = await db.query<{ paid: number; reserved: number }>(
        `SELECT paid, reserved FROM shop_table_bills WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
        [JSON.stringify(bills)],
      );
      for (const b of reserved) expect(b.reserved).toBe(b.paid);
      const singlePaid = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM single_pay_requests WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid) AND status = 'paid'`,
        [JSON.stringify(requests)],
      );
      expect(reserved.reduce((n, b) => n + (b.paid > 0 ? 1 : 0), 0) + singlePaid[0]!.n).toBe(2);
    }, 60_000);
  },
);
