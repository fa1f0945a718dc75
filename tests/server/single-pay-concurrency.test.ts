/**
 * Customers racing on single-pay requests (docs/shop.md#single-pay), on PostgreSQL only: PGlite
 * runs one query at a time and cannot show a race. A listening server takes 100 calls over HTTP at
 * once, on a pool of 20 connections, and each race runs three times.
 * - 100 customers start paying one open request at once: exactly one claims it, the others read
 *   'Payment request not found'; once the claimant gives up at the gateway (abandoned or declined),
 *   the request is open to everyone again and the next 100 race for it afresh.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import type { SinglePay } from '../../src/generated/api/single-pay';
import type { Tenant } from '../../src/generated/tenant';
import { testClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { seedCustomer, START, type Envelope } from './support/parking-kit';
import { decideInSandbox, gatewayWithRaceWindow, TABLE_POS_KEY, TABLE_SHOP, tableTenant, tableTenantsFolder } from './support/shop-table-kit';
import type { TenantsFolder } from './support/tenant-fixtures';
import { POSTGRES_SKIP_REASON } from './support/test-databases';
import { walletTenants } from './support/wallet-kit';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url) console.warn(`[single-pay-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`);

const RACERS = 100;
const ROUNDS = 3;
const AMOUNT = 1500;
/** A card payment of AMOUNT with the tenant's card surcharge (1.5%). */
const CARD_TOTAL = 1523;

function singlePayTenant(): Tenant {
  const [wallet] = walletTenants();
  return { ...tableTenant(), payment: wallet!.payment, wallet: wallet!.wallet! };
}

describe.skipIf(!url)(url ? 'single-pay payers racing on postgres' : `single-pay payers racing: skipped, ${POSTGRES_SKIP_REASON}`, () => {
  const schema = `kerbside_singlepay_race_${process.pid}_${randomBytes(4).toString('hex')}`;
  const clock = testClock(START);
  let db: Database;
  let folder: TenantsFolder;
  let t: TestApp;
  let base: string;
  let tokens: string[];
  const raceWindow = gatewayWithRaceWindow();
  const decide = (gatewayUrl: string, decision: 'approve' | 'decline' | 'abandon') => decideInSandbox(db, clock.now, gatewayUrl, decision);

  const call = async <T extends object>(route: string, token: string | null, payload: object, headers: Record<string, string> = {}): Promise<Envelope<T>> => {
    const res = await fetch(`${base}/s/${TABLE_SHOP}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify(payload),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Envelope<T>;
  };
  const newRequest = async (): Promise<SinglePay> => {
    const made = await call<{ request: SinglePay }>('/pro/pos/singlePayRequest', null, { action: 'fee', requiredBy: 'pos1', amount: AMOUNT, description: 'Fee', expiresInMinutes: 60 }, { 'x-pos-key': TABLE_POS_KEY });
    return made.result.request;
  };
  const start = (token: string, txn: string, method: { paymentCode: number; quotedTotal: number; pin?: string }) =>
    call<{ request?: SinglePay }>('/api/shop/singlePayStart', token, { txn, idempotencyKey: randomUUID(), ...method });

  beforeAll(async () => {
    const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
    await admin.executeScript(`CREATE SCHEMA ${schema}`);
    await admin.close();
    db = await openPostgresDatabase({ connectionString: url ?? '', schema, maxConnections: 20 });
    await migrate(db);
    folder = await tableTenantsFolder([singlePayTenant()]);
    t = await startTestApp({ db, tenantsDir: folder.dir, accounts: { now: clock.now }, parking: { now: clock.now, secrets: { PARKCO_POS_KEY: TABLE_POS_KEY } }, payments: { gateway: raceWindow.gateway } });
    expect(t.app.tenants.problems()).toEqual([]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    tokens = [];
    for (let i = 0; i < RACERS; i += 1) tokens.push((await seedCustomer(db, 'parkco', clock.now())).token);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await folder?.remove();
    await db?.close();
    const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
    await admin.executeScript(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  });

  it(`${RACERS} customers start one request at once: one claims it; given up at the gateway, it is open to all again (${ROUNDS} rounds)`, async () => {
    const request = await newRequest();
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(tokens.map((token) => start(token, request.txn, { paymentCode: 201, quotedTotal: CARD_TOTAL })));
      const won = answers.filter((a) => a.result.rtn === 1);
      const codes = new Set(answers.filter((a) => a.result.rtn !== 1).map((a) => a.result.problem?.code));
      console.info(`[single-pay-concurrency] round ${round + 1}: ${won.length} claimed, refusals ${[...codes].join(', ')}`);
      expect(won).toHaveLength(1);
      expect([...codes]).toEqual(['SINGLE_PAY_NOT_FOUND']);
      expect(won[0]!.result.request).toMatchObject({ status: 'pending' });
      // The claimant leaves the gateway without paying (abandoned, then declined): nobody holds it any more.
      await decide(won[0]!.result.request!.gatewayUrl!, round % 2 === 0 ? 'abandon' : 'decline');
      const anyone = await call<{ request?: SinglePay }>('/api/shop/singlePay', tokens[(round * 37) % RACERS]!, { txn: request.txn });
      expect(anyone.result.request).toMatchObject({ status: 'open', txn: request.txn });
    }
    const row = (await db.query<{ status: string; accountId: string | null }>(`SELECT status, account_id AS "accountId" FROM single_pay_requests WHERE id = $1`, [request.txn]))[0]!;
    expect(row).toEqual({ status: 'open', accountId: null });
  }, 120_000);
});
