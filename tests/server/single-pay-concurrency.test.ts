/**
 * Customers racing on single-pay requests (docs/shop.md#single-pay), on PostgreSQL only: PGlite
 * runs one query at a time and cannot show a race. A listening server takes 100 calls over HTTP at
 * once, on a pool of 20 connections, and each race runs three times.
 * - 100 customers start paying one open request at once: exactly one claims it, the others read
 *   'Payment request not found'; once the claimant gives up at the gateway (abandoned or declined),
 *   the request is open to everyone again and the next 100 race for it afresh.
 * - One customer starts paying with 100 new idempotency keys at once with a saved card: exactly
 *   one pays, every other start answers 'This payment request is already paid'.
 * - The payer's gateway payment is approved just as they start again with 100 new keys (the first
 *   start read it pending a moment before the approval landed, then could not cancel it): every
 *   start answers 'already paid', none fails, and no second payment is made.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import { saveEnteredCard } from '../../server/services/payments/sandbox-cards';
import type { SinglePay } from '../../src/generated/api/single-pay';
import type { Tenant } from '../../src/generated/tenant';
import { testClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { seedCustomer, START, type Envelope } from './support/parking-kit';
import {
  decideInSandbox,
  gatewayWithRaceWindow,
  sandboxIdOf,
  TABLE_POS_KEY,
  TABLE_SHOP,
  tableTenant,
  tableTenantsFolder,
} from './support/shop-table-kit';
import type { TenantsFolder } from './support/tenant-fixtures';
import { POSTGRES_SKIP_REASON } from './support/test-databases';
import { walletTenants } from './support/wallet-kit';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(
    `[single-pay-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`,
  );

const RACERS = 100;
const ROUNDS = 3;
const AMOUNT = 1500;
/** A card payment of AMOUNT with the tenant's card surcharge (1.5%). */
const CARD_TOTAL = 1523;

function singlePayTenant(): Tenant {
  const [wallet] = walletTenants();
  return { ...tableTenant(), payment: wallet!.payment, wallet: wallet!.wallet! };
}

describe.skipIf(!url)(
  url ? 'single-pay payers racing on postgres' : `single-pay payers racing: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const schema = `kerbside_singlepay_race_${process.pid}_${randomBytes(4).toString('hex')}`;
    const clock = testClock(START);
    let db: Database;
    let folder: TenantsFolder;
    let t: TestApp;
    let base: string;
    let tokens: string[];
    const raceWindow = gatewayWithRaceWindow();
    const decide = (gatewayUrl: string, decision: 'approve' | 'decline' | 'abandon') =>
      decideInSandbox(db, clock.now, gatewayUrl, decision);

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
    const newRequest = async (): Promise<SinglePay> => {
      const made = await call<{ request: SinglePay }>(
        '/pro/pos/singlePayRequest',
        null,
        { action: 'fee', requiredBy: 'pos1', amount: AMOUNT, description: 'Fee', expiresInMinutes: 60 },
        { 'x-pos-key': TABLE_POS_KEY },
      );
      return made.result.request;
    };
    const start = (token: string, txn: string, method: { paymentCode: number; quotedTotal: number; pin?: string }) =>
      call<{ request?: SinglePay }>('/api/shop/singlePayStart', token, {
        txn,
        idempotencyKey: randomUUID(),
        ...method,
      });

    beforeAll(async () => {
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`CREATE SCHEMA ${schema}`);
      await admin.close();
      db = await openPostgresDatabase({ connectionString: url ?? '', schema, maxConnections: 20 });
      await migrate(db);
      folder = await tableTenantsFolder([singlePayTenant()]);
      t = await startTestApp({
        db,
        tenantsDir: folder.dir,
        accounts: { now: clock.now },
        parking: { now: clock.now, secrets: { PARKCO_POS_KEY: TABLE_POS_KEY } },
        payments: { gateway: raceWindow.gateway },
      });
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
        const answers = await Promise.all(
          tokens.map((token) => start(token, request.txn, { paymentCode: 201, quotedTotal: CARD_TOTAL })),
        );
        const won = answers.filter((a) => a.result.rtn === 1);
        const codes = new Set(answers.filter((a) => a.result.rtn !== 1).map((a) => a.result.problem?.code));
        console.info(
          `[single-pay-concurrency] round ${round + 1}: ${won.length} claimed, refusals ${[...codes].join(', ')}`,
        );
        expect(won).toHaveLength(1);
        expect([...codes]).toEqual(['SINGLE_PAY_NOT_FOUND']);
        expect(won[0]!.result.request).toMatchObject({ status: 'pending' });
        // The claimant leaves the gateway without paying (abandoned, then declined): nobody holds it any more.
        await decide(won[0]!.result.request!.gatewayUrl!, round % 2 === 0 ? 'abandon' : 'decline');
        const anyone = await call<{ request?: SinglePay }>('/api/shop/singlePay', tokens[(round * 37) % RACERS]!, {
          txn: request.txn,
        });
        expect(anyone.result.request).toMatchObject({ status: 'open', txn: request.txn });
      }
      const row = (
        await db.query<{ status: string; accountId: string | null }>(
          `SELECT status, account_id AS "accountId" FROM single_pay_requests WHERE id = $1`,
          [request.txn],
        )
      )[0]!;
      expect(row).toEqual({ status: 'open', accountId: null });
    }, 120_000);

    /** A saved card of the customer's own (entered as on the sandbox's card page), charged at once when paid with. */
    const saveCard = async (token: string): Promise<string> => {
      const cards = (payload: object) =>
        call<{ setupId?: string; gatewayUrl?: string; cards?: { id: string }[] }>(
          '/api/account/actionCcUser',
          token,
          payload,
        );
      const started = await cards({ action: 'add' });
      const id = started.result.gatewayUrl!.replace(/^.*\/sandbox\/card\//, '');
      const saved = await saveEnteredCard(
        db,
        id,
        { number: '4111111111111111', expiry: '12/35', holder: 'ANA LEE', cvc: '321' },
        clock.now(),
      );
      expect(saved.problem).toBeNull();
      return (await cards({ action: 'confirm', setupId: started.result.setupId })).result.cards![0]!.id;
    };

    it(`one customer starts one request with ${RACERS} new keys at once with a saved card: one pays, the others are told it is already paid (${ROUNDS} rounds)`, async () => {
      const payer = await seedCustomer(db, 'parkco', clock.now());
      const savedCard = { paymentCode: 201, quotedTotal: CARD_TOTAL, savedCardId: await saveCard(payer.token) };
      for (let round = 0; round < ROUNDS; round += 1) {
        const request = await newRequest();
        const answers = await Promise.all(
          Array.from({ length: RACERS }, () => start(payer.token, request.txn, savedCard)),
        );
        const paid = answers.filter((a) => a.result.rtn === 1);
        const refusals = answers
          .filter((a) => a.result.rtn !== 1)
          .map((a) => `${a.result.problem?.code}: ${a.result.dispMsg}`);
        console.info(
          `[single-pay-concurrency] round ${round + 1}: ${paid.length} paid, refusals ${[...new Set(refusals)].join('; ')}`,
        );
        expect(paid).toHaveLength(1);
        expect(paid[0]!.result.request).toMatchObject({ status: 'paid' });
        expect(new Set(refusals)).toEqual(new Set(['SINGLE_PAY_PAID: This payment request is already paid']));
        // Later starts with new keys on the paid request say so too.
        const later = await Promise.all(Array.from({ length: 3 }, () => start(payer.token, request.txn, savedCard)));
        for (const a of later)
          expect(a.result).toMatchObject({
            rtn: 0,
            dispMsg: 'This payment request is already paid',
            problem: { code: 'SINGLE_PAY_PAID' },
          });
      }
      const charged = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sandbox_gateway_payments WHERE status = 'approved' AND amount = $1`,
        [CARD_TOTAL],
      );
      expect(charged[0]!.n).toBe(ROUNDS);
    }, 120_000);

    it(`the payer's payment is approved as they start again with ${RACERS} new keys: every start is told it is already paid, none fails (${ROUNDS} rounds)`, async () => {
      const payer = await seedCustomer(db, 'parkco', clock.now());
      const payments = async () =>
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_gateway_payments'))[0]!.n;
      for (let round = 0; round < ROUNDS; round += 1) {
        const request = await newRequest();
        const first = await start(payer.token, request.txn, { paymentCode: 201, quotedTotal: CARD_TOTAL });
        expect(first.result.request).toMatchObject({ status: 'pending' });
        await decide(first.result.request!.gatewayUrl!, 'approve');
        // Whichever start locks the request first reads the payment as it stood before the approval.
        raceWindow.staleOnce(sandboxIdOf(first.result.request!.gatewayUrl!));
        const before = await payments();
        const answers = await Promise.all(
          Array.from({ length: RACERS }, () =>
            start(payer.token, request.txn, { paymentCode: 201, quotedTotal: CARD_TOTAL }),
          ),
        );
        const outcomes = answers.map((a) =>
          a.result.rtn === 1 ? `ok ${a.result.request?.status}` : `${a.result.problem?.code}: ${a.result.dispMsg}`,
        );
        console.info(`[single-pay-concurrency] round ${round + 1}: ${[...new Set(outcomes)].join('; ')}`);
        expect(new Set(outcomes)).toEqual(new Set(['SINGLE_PAY_PAID: This payment request is already paid']));
        expect(await payments()).toBe(before);
        const read = await call<{ request?: SinglePay }>('/api/shop/singlePay', payer.token, { txn: request.txn });
        expect(read.result.request).toMatchObject({ status: 'paid', amount: AMOUNT, surcharge: 23 });
      }
    }, 120_000);
  },
);
