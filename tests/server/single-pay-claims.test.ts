/**
 * Whose a single-pay request is while someone pays it (docs/shop.md#single-pay): the claim lasts
 * only as long as that payment. A stranger who saw the request's QR and started paying it, then left
 * the gateway (abandoned), was declined, or never finished, no longer keeps it from its payer; and a
 * start with a new idempotency key on a request paid meanwhile is told 'already paid'.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import type { SinglePay } from '../../src/generated/api/single-pay';
import { SINGLE_PAY_HOLD_MINUTES } from '../../src/lib/limits';
import { testClock, type TestClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { MINUTE, ParkingClient, seedCustomer, START } from './support/parking-kit';
import {
  decideInSandbox,
  gatewayWithRaceWindow,
  sandboxIdOf,
  TABLE_POS_KEY,
  TABLE_SHOP,
  tableTenantsFolder,
} from './support/shop-table-kit';
import type { TenantsFolder } from './support/tenant-fixtures';

/** 15.00 by card with its 1.5% surcharge. */
const AMOUNT = 1500;
const CARD_TOTAL = 1523;

describeOnDrivers('single-pay claims end with their payment', (driver) => {
  let db: Database;
  let folder: TenantsFolder;
  let t: TestApp;
  let clock: TestClock;
  let client: ParkingClient;
  const raceWindow = gatewayWithRaceWindow();

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    clock = testClock(START);
    folder = await tableTenantsFolder();
    t = await startTestApp({
      db,
      tenantsDir: folder.dir,
      accounts: { now: clock.now },
      parking: { now: clock.now, secrets: { PARKCO_POS_KEY: TABLE_POS_KEY } },
      payments: { gateway: raceWindow.gateway },
    });
    expect(t.app.tenants.problems()).toEqual([]);
    client = new ParkingClient(t.app, TABLE_SHOP, 'plain');
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    await folder?.remove();
    await db?.close();
    await driver.cleanup();
  });

  const customer = () => seedCustomer(db, 'parkco', clock.now());
  const newRequest = async (expiresInMinutes = 60): Promise<SinglePay> => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/s/${TABLE_SHOP}/pro/pos/singlePayRequest`,
      payload: {
        action: 'lost-ticket',
        requiredBy: 'pos1',
        amount: AMOUNT,
        description: 'Lost ticket',
        expiresInMinutes,
      },
      headers: { 'x-pos-key': TABLE_POS_KEY },
    });
    expect(made.statusCode).toBe(200);
    return made.json<{ result: { request: SinglePay } }>().result.request;
  };
  const read = (token: string, txn: string) => client.call<{ request?: SinglePay }>('/shop/singlePay', { txn }, token);
  const find = (token: string, reference: string) =>
    client.call<{ request?: SinglePay }>(
      '/shop/singlePayFind',
      { action: 'lost-ticket', requiredBy: 'pos1', reference },
      token,
    );
  const start = (token: string, txn: string, key = randomUUID()) =>
    client.call<{ request?: SinglePay }>(
      '/shop/singlePayStart',
      { txn, idempotencyKey: key, paymentCode: 201, quotedTotal: CARD_TOTAL },
      token,
    );
  const decide = (gatewayUrl: string, decision: 'approve' | 'decline' | 'abandon') =>
    decideInSandbox(db, clock.now, gatewayUrl, decision);

  it.each(['abandon', 'decline'] as const)(
    'a stranger who starts paying and then %ss at the gateway leaves the request open to its payer at once',
    async (decision) => {
      const request = await newRequest();
      const stranger = await customer();
      const payer = await customer();
      const started = await start(stranger.token, request.txn);
      expect(started.result.request).toMatchObject({ status: 'pending' });
      // While the stranger's payment is under way the request is theirs.
      expect((await read(payer.token, request.txn)).result.problem?.code).toBe('SINGLE_PAY_NOT_FOUND');
      await decide(started.result.request!.gatewayUrl!, decision);
      // No wait: the payer finds it by its code and by its QR, open, and pays it.
      expect((await find(payer.token, request.reference)).result.request).toMatchObject({
        txn: request.txn,
        status: 'open',
      });
      expect((await read(payer.token, request.txn)).result.request).toMatchObject({ status: 'open', surcharge: 0 });
      const paying = await start(payer.token, request.txn);
      expect(paying.result.request).toMatchObject({ status: 'pending' });
      await decide(paying.result.request!.gatewayUrl!, 'approve');
      expect((await read(payer.token, request.txn)).result.request).toMatchObject({
        status: 'paid',
        amount: AMOUNT,
        surcharge: 23,
      });
      // Now the payer's: the stranger reads it as missing.
      expect((await read(stranger.token, request.txn)).result.problem?.code).toBe('SINGLE_PAY_NOT_FOUND');
    },
  );

  it(`a stranger who starts paying and never finishes holds the request ${SINGLE_PAY_HOLD_MINUTES} minutes at most; their payment can no longer be approved`, async () => {
    const request = await newRequest();
    const stranger = await customer();
    const payer = await customer();
    const started = await start(stranger.token, request.txn);
    clock.advanceSeconds((SINGLE_PAY_HOLD_MINUTES - 1) * MINUTE);
    expect((await start(payer.token, request.txn)).result.problem?.code).toBe('SINGLE_PAY_NOT_FOUND');
    clock.advanceSeconds(2 * MINUTE);
    // The stranger's payment lapsed: cancelled at the gateway, the request open to the payer.
    const paying = await start(payer.token, request.txn);
    expect(paying.result.request).toMatchObject({ status: 'pending' });
    // The stranger's approval comes too late: their lapsed payment can only end abandoned.
    await decide(started.result.request!.gatewayUrl!, 'approve');
    const late = await db.query<{ status: string }>('SELECT status FROM sandbox_gateway_payments WHERE id = $1', [
      sandboxIdOf(started.result.request!.gatewayUrl!),
    ]);
    expect(late[0]?.status).toBe('abandoned');
    await decide(paying.result.request!.gatewayUrl!, 'approve');
    expect((await read(payer.token, request.txn)).result.request).toMatchObject({ status: 'paid' });
  });

  it("a start with a new key on a request whose payment was approved just after it was asked about says 'already paid', charged once", async () => {
    const request = await newRequest();
    const payer = await customer();
    const first = await start(payer.token, request.txn);
    const gatewayId = sandboxIdOf(first.result.request!.gatewayUrl!);
    await decide(first.result.request!.gatewayUrl!, 'approve');
    // The new start asks the gateway a moment before the approval lands, then cannot cancel it.
    raceWindow.staleOnce(gatewayId);
    const payments = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_gateway_payments'))[0]!.n;
    const before = await payments();
    const again = await start(payer.token, request.txn);
    expect(again.result).toMatchObject({
      rtn: 0,
      dispMsg: 'This payment request is already paid',
      problem: { code: 'SINGLE_PAY_PAID' },
    });
    expect(again.result.request).toMatchObject({ status: 'paid' });
    expect((await start(payer.token, request.txn)).result.problem?.code).toBe('SINGLE_PAY_PAID');
    // No second payment was made, and the first stays the one charge.
    expect(await payments()).toBe(before);
    expect(
      (await db.query<{ status: string }>('SELECT status FROM sandbox_gateway_payments WHERE id = $1', [gatewayId]))[0]
        ?.status,
    ).toBe('approved');
    expect((await read(payer.token, request.txn)).result.request).toMatchObject({
      status: 'paid',
      cardNumber: expect.stringMatching(/\*/),
    });
  });
});
