/**
 * Table bills and single pay against the real app (docs/shop.md#table-bill, #split, #single-pay):
 * table orders go to the table's bill, two payers split it by items, an even share and the rest,
 * items being paid are locked until the payment ends, lapses or its payer gives it up, nothing is
 * ever paid twice over, and only diners with the table's QR code secret (or their own order on the
 * bill) read or pay it; a POS sets a single-pay amount, one customer pays it once before it expires
 * and gets its receipt.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { demoStaffMember } from '../../server/services/staff/demo-staff';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import type { ShopTableBill } from '../../src/generated/api/shop-table-bill';
import type { SinglePay } from '../../src/generated/api/single-pay';
import { testClock, type TestClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { MINUTE, ParkingClient, seedCustomer, START } from './support/parking-kit';
import { decide, TABLE_POS_KEY, TABLE_SHOP, tableKeyOf, tableTenantsFolder } from './support/shop-table-kit';
import type { TenantsFolder } from './support/tenant-fixtures';

const line = (productId: string, quantity = 1) => ({ productId, quantity, options: [] });
type PayAnswer = {
  paymentId?: string;
  amount?: number;
  surcharge?: number;
  total?: number;
  gatewayUrl?: string;
  bill?: ShopTableBill;
};

describeOnDrivers('table bills and single pay', (driver) => {
  let db: Database;
  let folder: TenantsFolder;
  let t: TestApp;
  let clock: TestClock;
  let client: ParkingClient;

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
      demoStaff: true,
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
  const orderAtTable = async (token: string, table: string, lines: unknown[], quotedTotal: number, tip?: number) => {
    expect((await client.call('/shop/cart', { lines }, token)).result.rtn).toBe(1);
    return client.call<{ order?: ShopOrder }>(
      '/svc/order',
      {
        kind: 'shop',
        idempotencyKey: randomUUID(),
        fulfilment: 'table',
        table,
        tableKey: await tableKeyOf(db, table),
        paymentCode: 201,
        quotedTotal,
        ...(tip ? { tip: { percent: tip } } : {}),
      },
      token,
    );
  };
  // The diners came by the table's QR code, which carries its secret (docs/shop.md#table-key).
  const bill = async (token: string, table: string, billId?: string) =>
    client.call<{ bill?: ShopTableBill }>(
      '/shop/tableBill',
      { table, tableKey: await tableKeyOf(db, table), ...(billId ? { billId } : {}) },
      token,
    );
  const pay = async (
    token: string,
    table: string,
    billId: string,
    split: Record<string, unknown>,
    quotedAmount: number,
    key = randomUUID(),
  ) =>
    client.call<PayAnswer>(
      '/shop/tablePay',
      {
        table,
        tableKey: await tableKeyOf(db, table),
        billId,
        idempotencyKey: key,
        split,
        paymentCode: 201,
        quotedAmount,
      },
      token,
    );
  const pos = (payload: Record<string, unknown>, key: string | null = TABLE_POS_KEY) =>
    t.app.inject({
      method: 'POST',
      url: `/s/${TABLE_SHOP}/pro/pos/singlePayRequest`,
      payload,
      headers: key === null ? {} : { 'x-pos-key': key },
    });
  const billRow = async (billId: string) =>
    (
      await db.query<{ total: number; reserved: number; paid: number; status: string }>(
        'SELECT total, reserved, paid, status FROM shop_table_bills WHERE id = $1',
        [billId],
      )
    )[0]!;

  it('a table order goes to the table bill, unpaid, with no payment at the gateway; a second order joins the same bill', async () => {
    const a = await customer();
    const b = await customer();
    // 1200 + 2 x 400 = 2000, no surcharge at ordering (charged when the bill is paid).
    const first = await orderAtTable(a.token, 'T2', [line('noodles'), line('tea', 2)], 2000);
    expect(first.result.rtn, JSON.stringify(first)).toBe(1);
    expect(first.result.order).toMatchObject({
      status: 'received',
      paymentStatus: 'pending',
      fulfilment: 'table',
      table: 'T2',
    });
    expect(first.result.order?.gatewayUrl).toBeUndefined();
    const billId = first.result.order!.billId!;
    const second = await orderAtTable(b.token, 'T2', [line('dumplings')], 935, 10);
    expect(second.result.order?.billId).toBe(billId);
    const seen = await bill(b.token, 'T2');
    expect(seen.result.bill).toMatchObject({ billId, table: 'T2', status: 'open', total: 2935, paid: 0, left: 2935 });
    expect(seen.result.bill?.items.map((i) => [i.amount, i.state])).toEqual([
      [1200, 'free'],
      [800, 'free'],
      [850, 'free'],
      [85, 'free'],
    ]);
    expect(seen.result.bill?.items[3]?.name).toEqual({ 'en-gb': 'Tip', 'zh-hans': '小费' });
    // The cart was emptied by the order.
    expect((await client.call<{ lines: unknown[] }>('/shop/cart', {}, a.token)).result.lines).toEqual([]);
  });

  it('refuses a table the shop does not list, and another table or a made-up id reads as a missing bill', async () => {
    const a = await customer();
    expect((await orderAtTable(a.token, 'T9', [line('tea')], 400)).result.problem?.code).toBe('SHOP_TABLE_UNKNOWN');
    const placed = await orderAtTable(a.token, 'T1', [line('tea')], 400);
    const billId = placed.result.order!.billId!;
    expect((await bill(a.token, 'T2', billId)).result).toMatchObject({
      rtn: 0,
      dispMsg: 'Bill not found',
      problem: { code: 'BILL_NOT_FOUND' },
    });
    expect((await bill(a.token, 'T1', randomUUID())).result.problem?.code).toBe('BILL_NOT_FOUND');
    // Pay it off so the next tests start with a fresh T1 bill.
    const rest = await pay(a.token, 'T1', billId, { kind: 'rest' }, 400);
    expect((await decide(t.app, rest.result.gatewayUrl!, 'approve')).statusCode).toBeLessThan(400);
    expect((await bill(a.token, 'T1', billId)).result.bill).toMatchObject({ status: 'paid', paid: 400 });
    const order = await client.call<{ order?: ShopOrder }>(
      '/shop/orderStatus',
      { orderId: placed.result.order!.orderId },
      a.token,
    );
    expect(order.result.order?.paymentStatus).toBe('approved');
    expect((await bill(a.token, 'T1')).result.bill).toBeUndefined();
  });

  it('two people split a bill by items: the second cannot take an item the first is paying; the rest is paid exactly', async () => {
    const a = await customer();
    const b = await customer();
    const placed = await orderAtTable(a.token, 'T1', [line('noodles'), line('dumplings'), line('tea')], 2450);
    const billId = placed.result.order!.billId!;
    const first = await pay(a.token, 'T1', billId, { kind: 'items', items: [0, 2] }, 1600);
    expect(first.result).toMatchObject({ rtn: 1, amount: 1600, surcharge: 24, total: 1624 });
    expect(first.result.bill?.items.map((i) => i.state)).toEqual(['locked', 'free', 'locked']);
    const taken = await pay(b.token, 'T1', billId, { kind: 'items', items: [0, 1] }, 2050);
    expect(taken.result).toMatchObject({
      rtn: 0,
      dispMsg: 'Someone else is paying for one of these items. Please choose again',
    });
    // A quoted amount other than the server's is refused, never charged.
    expect((await pay(b.token, 'T1', billId, { kind: 'rest' }, 100)).result.problem?.code).toBe('BILL_AMOUNT_CHANGED');
    const rest = await pay(b.token, 'T1', billId, { kind: 'rest' }, 850);
    expect(rest.result).toMatchObject({ rtn: 1, amount: 850 });
    expect((await pay(a.token, 'T1', billId, { kind: 'share', people: 2 }, 1)).result.problem?.code).toBe(
      'BILL_NOTHING_LEFT',
    );
    await decide(t.app, first.result.gatewayUrl!, 'approve');
    await decide(t.app, rest.result.gatewayUrl!, 'approve');
    const done = await bill(b.token, 'T1', billId);
    expect(done.result.bill).toMatchObject({ status: 'paid', total: 2450, paid: 2450, left: 0 });
    expect(done.result.bill?.items.every((i) => i.state === 'paid')).toBe(true);
    expect(done.result.bill?.payments.filter((p) => p.mine).map((p) => [p.amount, p.status])).toEqual([
      [850, 'approved'],
    ]);
    expect((await pay(a.token, 'T1', billId, { kind: 'rest' }, 0)).result.problem?.code).toBe('BILL_ALREADY_PAID');
  });

  it('a declined payment frees its items; an abandoned one frees them when its hold lapses', async () => {
    const a = await customer();
    const b = await customer();
    const placed = await orderAtTable(a.token, 'T1', [line('noodles'), line('tea')], 1600);
    const billId = placed.result.order!.billId!;
    const declined = await pay(a.token, 'T1', billId, { kind: 'items', items: [0] }, 1200);
    await decide(t.app, declined.result.gatewayUrl!, 'decline');
    const after = await bill(b.token, 'T1', billId);
    expect(after.result.bill).toMatchObject({ reserved: 0, left: 1600 });
    expect(after.result.bill?.items[0]?.state).toBe('free');
    const held = await pay(a.token, 'T1', billId, { kind: 'items', items: [0] }, 1200);
    expect(held.result.rtn).toBe(1);
    expect((await pay(b.token, 'T1', billId, { kind: 'items', items: [0] }, 1200)).result.problem?.code).toBe(
      'BILL_ITEM_TAKEN',
    );
    clock.advanceSeconds(11 * MINUTE);
    const lapsed = await bill(b.token, 'T1', billId);
    expect(lapsed.result.bill?.items[0]?.state).toBe('free');
    expect(lapsed.result.bill?.payments.map((p) => p.status).sort()).toEqual(['abandoned', 'failed']);
    // The lapsed payment can no longer be approved at the gateway.
    expect((await decide(t.app, held.result.gatewayUrl!, 'approve')).statusCode).toBeGreaterThanOrEqual(200);
    expect((await bill(b.token, 'T1', billId)).result.bill).toMatchObject({ paid: 0, reserved: 0 });
    // Evenly among 3: 534 (rounded up), then among 2: 533, then the rest 533.
    const s1 = await pay(b.token, 'T1', billId, { kind: 'share', people: 3 }, 534);
    const s2 = await pay(a.token, 'T1', billId, { kind: 'share', people: 2 }, 533);
    const s3 = await pay(b.token, 'T1', billId, { kind: 'rest' }, 533);
    for (const s of [s1, s2, s3]) await decide(t.app, s.result.gatewayUrl!, 'approve');
    // The gateway's approvals are taken in when the bill is next read (like an order's status).
    expect((await billRow(billId)).status).toBe('open');
    expect((await bill(a.token, 'T1', billId)).result.bill?.status).toBe('paid');
    expect(await billRow(billId)).toEqual({ total: 1600, reserved: 1600, paid: 1600, status: 'paid' });
  });

  it('one idempotency key pays once: the retry answers the first payment', async () => {
    const a = await customer();
    const placed = await orderAtTable(a.token, 'T2', [line('tea')], 400);
    const billId = placed.result.order!.billId!;
    // T2 still holds the first test's open bill; this order joined it.
    const open = (await bill(a.token, 'T2', billId)).result.bill!;
    const key = randomUUID();
    const one = await pay(a.token, 'T2', billId, { kind: 'rest' }, open.left, key);
    const two = await pay(a.token, 'T2', billId, { kind: 'rest' }, open.left, key);
    expect(two).toEqual(one);
    expect((await billRow(billId)).reserved).toBe(open.left);
    expect((await pay(a.token, 'T2', billId, { kind: 'share', people: 2 }, open.left, key)).result.problem?.code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('refuses bad payloads with 400: a client price field, NUL in a table name, too many people', async () => {
    const a = await customer();
    const bad = [
      {
        table: 'T1',
        billId: randomUUID(),
        idempotencyKey: randomUUID(),
        split: { kind: 'rest' },
        paymentCode: 201,
        quotedAmount: 1,
        price: 1,
      },
      {
        table: 'T\u00001',
        billId: randomUUID(),
        idempotencyKey: randomUUID(),
        split: { kind: 'rest' },
        paymentCode: 201,
        quotedAmount: 1,
      },
      {
        table: 'T1',
        billId: randomUUID(),
        idempotencyKey: randomUUID(),
        split: { kind: 'share', people: 21 },
        paymentCode: 201,
        quotedAmount: 1,
      },
    ];
    for (const payload of bad) expect((await client.raw('/shop/tablePay', payload, a.token)).statusCode).toBe(400);
    expect((await client.raw('/shop/tableBill', { table: 'T1' })).statusCode).toBe(401);
  });

  it('single pay: only the POS sets the amount; one customer pays it once and gets the receipt; others see nothing', async () => {
    expect(
      (
        await pos(
          { action: 'parking-fee', requiredBy: 'pos1', amount: 1500, description: 'Lost ticket', expiresInMinutes: 30 },
          null,
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await pos(
          { action: 'parking-fee', requiredBy: 'pos1', amount: 1500, description: 'Lost ticket', expiresInMinutes: 30 },
          'wrong-key-wrong-key-wrong-key-wrong',
        )
      ).statusCode,
    ).toBe(401);
    const created = await pos({
      action: 'parking-fee',
      requiredBy: 'pos1',
      amount: 1500,
      description: 'Lost ticket',
      expiresInMinutes: 30,
    });
    expect(created.statusCode).toBe(200);
    const { request, path } = created.json<{ result: { request: SinglePay; path: string } }>().result;
    expect(request).toMatchObject({ action: 'parking-fee', requiredBy: 'pos1', amount: 1500, status: 'open' });
    expect(path).toBe(`/shop/${TABLE_SHOP}/singlepay/${request.txn}/request/parking-fee/by/pos1`);
    const a = await customer();
    const b = await customer();
    const read = (token: string, extra: Record<string, unknown> = {}) =>
      client.call<{ request?: SinglePay }>('/shop/singlePay', { txn: request.txn, ...extra }, token);
    expect((await read(a.token, { action: 'parking-fee', requiredBy: 'pos1' })).result.request?.amount).toBe(1500);
    expect((await read(a.token, { action: 'other' })).result.problem?.code).toBe('SINGLE_PAY_NOT_FOUND');
    const found = await client.call<{ request?: SinglePay }>(
      '/shop/singlePayFind',
      { action: 'parking-fee', requiredBy: 'pos1', reference: request.reference.toLowerCase() },
      a.token,
    );
    expect(found.result.request?.txn).toBe(request.txn);
    // The amount is the POS's: a customer's other total is refused.
    const start = (token: string, quotedTotal: number, key = randomUUID()) =>
      client.call<{ request?: SinglePay }>(
        '/shop/singlePayStart',
        { txn: request.txn, idempotencyKey: key, paymentCode: 201, quotedTotal },
        token,
      );
    expect((await start(a.token, 100)).result.problem?.code).toBe('PRICE_CHANGED');
    const started = await start(a.token, 1523);
    expect(started.result.request).toMatchObject({ status: 'pending' });
    // Claimed by a: b gets the answer of an id that does not exist.
    const missing = await client.call('/shop/singlePay', { txn: randomUUID() }, b.token);
    expect((await read(b.token)).result).toEqual(missing.result);
    expect((await start(b.token, 1523)).result.problem?.code).toBe('SINGLE_PAY_NOT_FOUND');
    await decide(t.app, started.result.request!.gatewayUrl!, 'approve');
    const paid = await read(a.token);
    expect(paid.result.request).toMatchObject({ status: 'paid', amount: 1500, surcharge: 23, paymentCode: 201 });
    expect(paid.result.request?.cardNumber).toMatch(/\*/);
    expect((await start(a.token, 1523)).result.problem?.code).toBe('SINGLE_PAY_PAID');
    const money = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sandbox_gateway_payments WHERE status = 'approved' AND amount = 1523`,
    );
    expect(money[0]!.n).toBe(1);
  });

  it('single pay: an unlocked staff session sets the amount, and the requester is the staff member, never the payload', async () => {
    const signedIn = await client.call<{ token: string }>('/cloud/parkco/staff/signIn', {
      login: 'S200',
      password: demoStaffMember('S200').password,
    });
    const token = signedIn.result.token;
    const body = {
      shopCode: TABLE_SHOP,
      action: 'key-deposit',
      amount: 700,
      description: 'Key deposit',
      expiresInMinutes: 10,
    };
    // Locked until the PIN is entered; a customer's token and no token are refused before the body is read.
    expect((await client.raw('/cloud/parkco/staff/singlePayRequest', body, token)).statusCode).toBe(403);
    expect(
      (await client.call('/cloud/parkco/staff/unlock', { pin: demoStaffMember('S200').pin }, token)).result.rtn,
    ).toBe(1);
    expect((await client.raw('/cloud/parkco/staff/singlePayRequest', body, (await customer()).token)).statusCode).toBe(
      403,
    );
    expect((await client.raw('/cloud/parkco/staff/singlePayRequest', body)).statusCode).toBe(401);
    expect(
      (await client.raw('/cloud/parkco/staff/singlePayRequest', { ...body, requiredBy: 'someone-else' }, token))
        .statusCode,
    ).toBe(400);
    expect(
      (await client.call('/cloud/parkco/staff/singlePayRequest', { ...body, shopCode: 'no-such-shop' }, token)).result
        .problem?.code,
    ).toBe('SHOP_NOT_FOUND');
    const made = await client.call<{ request: SinglePay; path: string }>(
      '/cloud/parkco/staff/singlePayRequest',
      body,
      token,
    );
    expect(made.result.request).toMatchObject({
      action: 'key-deposit',
      requiredBy: 'S200',
      amount: 700,
      status: 'open',
    });
    expect(made.result.path).toBe(
      `/shop/${TABLE_SHOP}/singlepay/${made.result.request.txn}/request/key-deposit/by/S200`,
    );
  });

  it('single pay: an expired request cannot be paid', async () => {
    const created = (
      await pos({ action: 'fine', requiredBy: 'desk', amount: 900, description: 'Overstay', expiresInMinutes: 5 })
    ).json<{ result: { request: SinglePay } }>().result.request;
    const a = await customer();
    clock.advanceSeconds(6 * MINUTE);
    const read = await client.call<{ request?: SinglePay }>('/shop/singlePay', { txn: created.txn }, a.token);
    expect(read.result.request?.status).toBe('expired');
    const start = await client.call(
      '/shop/singlePayStart',
      { txn: created.txn, idempotencyKey: randomUUID(), paymentCode: 201, quotedTotal: 914 },
      a.token,
    );
    expect(start.result).toMatchObject({ rtn: 0, dispMsg: 'This payment request has expired' });
  });

  it("a table's bill needs the secret of the table's QR code: a stranger guessing the table is refused; a diner's own order proves them", async () => {
    const diner = await customer();
    const stranger = await customer();
    const invalid = {
      rtn: 0,
      dispMsg: "This table's link is not valid. Please scan the QR code on your table again",
      problem: { code: 'TABLE_LINK_INVALID' },
    };
    const wrongKey = 'AAAAAAAAAAAAAAAA';
    // Ordering at the table needs it too: without it or with another, nothing joins the bill.
    expect((await client.call('/shop/cart', { lines: [line('tea')] }, stranger.token)).result.rtn).toBe(1);
    for (const tableKey of [undefined, wrongKey, await tableKeyOf(db, 'T2')]) {
      const guessed = await client.call(
        '/svc/order',
        {
          kind: 'shop',
          idempotencyKey: randomUUID(),
          fulfilment: 'table',
          table: 'T1',
          ...(tableKey ? { tableKey } : {}),
          paymentCode: 201,
          quotedTotal: 400,
        },
        stranger.token,
      );
      expect(guessed.result).toMatchObject(invalid);
    }
    const placed = await orderAtTable(diner.token, 'T1', [line('noodles'), line('dumplings')], 2050);
    const billId = placed.result.order!.billId!;
    // The stranger, without the secret or with a wrong one, reads nothing and holds nothing, by table or by id.
    for (const tableKey of [undefined, wrongKey]) {
      const withKey = tableKey ? { tableKey } : {};
      expect((await client.call('/shop/tableBill', { table: 'T1', ...withKey }, stranger.token)).result).toMatchObject(
        invalid,
      );
      expect(
        (await client.call('/shop/tableBill', { table: 'T1', billId, ...withKey }, stranger.token)).result,
      ).toMatchObject(invalid);
      const held = await client.call(
        '/shop/tablePay',
        {
          table: 'T1',
          billId,
          ...withKey,
          idempotencyKey: randomUUID(),
          split: { kind: 'rest' },
          paymentCode: 201,
          quotedAmount: 2050,
        },
        stranger.token,
      );
      expect(held.result).toMatchObject(invalid);
      expect(
        (
          await client.call(
            '/shop/tablePayCancel',
            { table: 'T1', billId, ...withKey, paymentId: randomUUID() },
            stranger.token,
          )
        ).result,
      ).toMatchObject(invalid);
    }
    expect(await billRow(billId)).toMatchObject({ total: 2050, reserved: 0 });
    // The diner who ordered reads and pays it without the secret (the app's order page links there).
    const own = await client.call<{ bill?: ShopTableBill }>('/shop/tableBill', { table: 'T1', billId }, diner.token);
    expect(own.result.bill).toMatchObject({ billId, left: 2050 });
    expect(
      (await client.call<{ bill?: ShopTableBill }>('/shop/tableBill', { table: 'T1' }, diner.token)).result.bill
        ?.billId,
    ).toBe(billId);
    // Their order is on this bill only: another table's secret opens that table, not this bill.
    expect(
      (await client.call('/shop/tableBill', { table: 'T2', tableKey: await tableKeyOf(db, 'T2'), billId }, diner.token))
        .result.problem?.code,
    ).toBe('BILL_NOT_FOUND');
    // Someone else at the table, with the QR code's secret, pays the rest and returns to the bill with it.
    const friend = await customer();
    const paying = await pay(friend.token, 'T1', billId, { kind: 'rest' }, 2050);
    expect(paying.result).toMatchObject({ rtn: 1, amount: 2050 });
    const page = await db.query<{ returnUrl: string }>(
      'SELECT return_url AS "returnUrl" FROM sandbox_gateway_payments WHERE id = $1',
      [paying.result.gatewayUrl!.replace(/^.*\/sandbox\/pay\//, '')],
    );
    expect(page[0]?.returnUrl).toBe(
      `/shop/${TABLE_SHOP}/pay/${billId}/table/T1?key=${await tableKeyOf(db, 'T1')}&payment=${paying.result.paymentId}`,
    );
    await decide(t.app, paying.result.gatewayUrl!, 'approve');
    expect((await bill(friend.token, 'T1', billId)).result.bill).toMatchObject({ status: 'paid', paid: 2050 });
  });

  it("staff print the tables' QR codes: each link carries its table's secret; only roles that open tableCodes get them", async () => {
    const signIn = async (login: string) => {
      const token = (
        await client.call<{ token: string }>('/cloud/parkco/staff/signIn', {
          login,
          password: demoStaffMember(login).password,
        })
      ).result.token;
      expect(
        (await client.call('/cloud/parkco/staff/unlock', { pin: demoStaffMember(login).pin }, token)).result.rtn,
      ).toBe(1);
      return token;
    };
    type Codes = { shops?: { shopCode: string; tables: { table: string; path: string }[] }[] };
    const codes = await client.call<Codes>('/cloud/parkco/staff/tableCodes', {}, await signIn('S100'));
    const tables = codes.result.shops?.find((s) => s.shopCode === TABLE_SHOP)?.tables ?? [];
    expect(tables.map((x) => x.table)).toEqual(['T1', 'T2']);
    for (const x of tables)
      expect(x.path).toBe(`/shop/${TABLE_SHOP}/order?table=${x.table}&key=${await tableKeyOf(db, x.table)}`);
    const [t1, t2] = tables.map((x) => new URL(x.path, 'http://x').searchParams.get('key')!);
    expect(t1).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(t1).not.toBe(t2);
    // The link's secret opens the table's bill; a counter role does not open the call.
    expect(
      (await client.call('/shop/tableBill', { table: 'T1', tableKey: t1 }, (await customer()).token)).result.rtn,
    ).toBe(1);
    expect((await client.raw('/cloud/parkco/staff/tableCodes', {}, await signIn('S200'))).statusCode).toBe(403);
    expect((await client.raw('/cloud/parkco/staff/tableCodes', {}, (await customer()).token)).statusCode).toBe(403);
  });

  it('a payer who leaves the gateway without deciding gives their payment up: what it held is free for the others at once', async () => {
    const a = await customer();
    const b = await customer();
    const placed = await orderAtTable(a.token, 'T1', [line('noodles'), line('tea')], 1600);
    const billId = placed.result.order!.billId!;
    // a starts paying the whole bill and closes the gateway's page: b has nothing left to pay.
    const held = await pay(a.token, 'T1', billId, { kind: 'rest' }, 1600);
    expect((await pay(b.token, 'T1', billId, { kind: 'items', items: [1] }, 400)).result.problem?.code).toBe(
      'BILL_NOTHING_LEFT',
    );
    // Only its payer can give it up; to anyone else it reads as missing.
    const cancel = async (token: string, paymentId: string) =>
      client.call<{ bill?: ShopTableBill }>(
        '/shop/tablePayCancel',
        { table: 'T1', tableKey: await tableKeyOf(db, 'T1'), billId, paymentId },
        token,
      );
    expect((await cancel(b.token, held.result.paymentId!)).result.problem?.code).toBe('PAYMENT_NOT_FOUND');
    const given = await cancel(a.token, held.result.paymentId!);
    expect(given.result.bill).toMatchObject({ reserved: 0, left: 1600 });
    expect(given.result.bill?.payments.find((p) => p.paymentId === held.result.paymentId)).toMatchObject({
      status: 'abandoned',
      mine: true,
    });
    // No wait for the hold to lapse: b pays the tea now, and a's page can no longer charge them.
    const tea = await pay(b.token, 'T1', billId, { kind: 'items', items: [1] }, 400);
    expect(tea.result).toMatchObject({ rtn: 1, amount: 400 });
    await decide(t.app, held.result.gatewayUrl!, 'approve');
    expect((await bill(a.token, 'T1', billId)).result.bill).toMatchObject({ reserved: 400, paid: 0 });
    // Abandoned on the gateway's own page: free at the next look, too.
    const noodles = await pay(a.token, 'T1', billId, { kind: 'items', items: [0] }, 1200);
    await decide(t.app, noodles.result.gatewayUrl!, 'abandon');
    expect((await bill(b.token, 'T1', billId)).result.bill).toMatchObject({ reserved: 400, left: 1200 });
    // Giving up a payment that went through meanwhile leaves it paid.
    await decide(t.app, tea.result.gatewayUrl!, 'approve');
    expect((await cancel(b.token, tea.result.paymentId!)).result.bill).toMatchObject({ paid: 400, reserved: 400 });
    const rest = await pay(a.token, 'T1', billId, { kind: 'rest' }, 1200);
    await decide(t.app, rest.result.gatewayUrl!, 'approve');
    expect((await bill(a.token, 'T1', billId)).result.bill).toMatchObject({ status: 'paid', paid: 1600 });
  });
});
