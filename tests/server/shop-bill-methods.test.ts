/**
 * Table bills and single pay with every visible non-cash method (docs/shop.md#bill-methods):
 * stored value (PIN checked first, debited in the payment's transaction under its key, never below
 * zero), a saved card of the payer's own charged at once, the gateway's page; and staff cancelling a
 * table order (docs/shop.md#table-cancel): refused while the bill is being paid, paid items given back
 * to what paid them. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { demoStaffMember } from '../../server/services/staff/demo-staff';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import type { ShopTableBill } from '../../src/generated/api/shop-table-bill';
import type { SinglePay } from '../../src/generated/api/single-pay';
import type { Tenant } from '../../src/generated/tenant';
import { testClock, type TestClock } from './support/account-kit';
import { describeOnDrivers } from './support/describe-on-drivers';
import { ParkingClient, seedCustomer, START } from './support/parking-kit';
import { decide, TABLE_POS_KEY, TABLE_SHOP, tableKeyOf, tableTenant, TABLE_CATALOGUE } from './support/shop-table-kit';
import { CUP_SVG, suiteApp, tenantsFolderWith } from './support/suite-app';
import { cardLedger, fundedStoredValueCard, TEST_WALLET_PIN, walletTenants } from './support/wallet-kit';

type PayAnswer = {
  paymentId?: string;
  amount?: number;
  surcharge?: number;
  total?: number;
  status?: string;
  cardNumber?: string;
  gatewayUrl?: string;
  bill?: ShopTableBill;
};

/** The café of the table tests with parkco's stored-value method (205) and wallet programme. */
function billTenant(): Tenant {
  const [wallet] = walletTenants();
  return { ...tableTenant(), payment: wallet!.payment, wallet: wallet!.wallet! };
}

const line = (productId: string, quantity = 1) => ({ productId, quantity, options: [] });

describeOnDrivers('table bills and single pay with stored value and saved cards', (driver) => {
  const clock: TestClock = testClock(START);
  const server = suiteApp(driver, () => ({
    folder: () =>
      tenantsFolderWith([billTenant()], {
        'parkco/catalogue/cup.svg': CUP_SVG,
        [`parkco/catalogue/${TABLE_SHOP}.json`]: JSON.stringify(TABLE_CATALOGUE),
      }),
    accounts: { now: clock.now },
    parking: { now: clock.now, secrets: { PARKCO_POS_KEY: TABLE_POS_KEY } },
    demoStaff: true,
  }));
  let client: ParkingClient;
  beforeAll(() => {
    client = new ParkingClient(server.app, TABLE_SHOP, 'plain');
  });

  const customer = () => seedCustomer(server.db, 'parkco', clock.now());
  const orderAtTable = async (token: string, table: string, lines: unknown[], quotedTotal: number) => {
    expect((await client.call('/shop/cart', { lines }, token)).result.rtn).toBe(1);
    const placed = await client.call<{ order?: ShopOrder }>(
      '/svc/order',
      {
        kind: 'shop',
        idempotencyKey: randomUUID(),
        fulfilment: 'table',
        table,
        tableKey: await tableKeyOf(server.db, table),
        paymentCode: 201,
        quotedTotal,
      },
      token,
    );
    expect(placed.result.rtn, JSON.stringify(placed)).toBe(1);
    return placed.result.order!;
  };
  // The payers came by the table's QR code, which carries its secret (docs/shop.md#table-key).
  const pay = async (
    token: string,
    table: string,
    billId: string,
    split: Record<string, unknown>,
    quotedAmount: number,
    extra: Record<string, unknown> = {},
    key = randomUUID(),
  ) =>
    client.call<PayAnswer>(
      '/shop/tablePay',
      {
        table,
        tableKey: await tableKeyOf(server.db, table),
        billId,
        idempotencyKey: key,
        split,
        paymentCode: 205,
        quotedAmount,
        ...extra,
      },
      token,
    );
  const bill = async (token: string, table: string, billId: string) =>
    client.call<{ bill?: ShopTableBill }>(
      '/shop/tableBill',
      { table, tableKey: await tableKeyOf(server.db, table), billId },
      token,
    );
  const staff = (payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: `/s/${TABLE_SHOP}/pro/pos/onlinePosOrderRpt`,
      payload,
      headers: { 'x-pos-key': TABLE_POS_KEY },
    });
  const request = async (amount: number) =>
    (
      await server.app.inject({
        method: 'POST',
        url: `/s/${TABLE_SHOP}/pro/pos/singlePayRequest`,
        payload: {
          action: 'parking-fee',
          requiredBy: 'pos1',
          amount,
          description: 'Lost ticket',
          expiresInMinutes: 30,
        },
        headers: { 'x-pos-key': TABLE_POS_KEY },
      })
    ).json<{
      result: { request: SinglePay };
    }>().result.request;
  const startSingle = (
    token: string,
    txn: string,
    paymentCode: number,
    quotedTotal: number,
    extra: Record<string, unknown> = {},
    key = randomUUID(),
  ) =>
    client.call<{ request?: SinglePay }>(
      '/shop/singlePayStart',
      { txn, idempotencyKey: key, paymentCode, quotedTotal, ...extra },
      token,
    );
  const saveCard = async (token: string) => {
    const cardsCall = (payload: Record<string, unknown>) =>
      client.call<{ setupId?: string; gatewayUrl?: string; cards?: { id: string }[] }>(
        '/account/actionCcUser',
        payload,
        token,
      );
    const started = await cardsCall({ action: 'add' });
    await server.app.inject({
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
    return (await cardsCall({ action: 'confirm', setupId: started.result.setupId })).result.cards![0]!.id;
  };

  it('a share of a bill from stored value: PIN required and checked, the card debited once under the key, the items paid at once', async () => {
    const a = await customer();
    const cardId = await fundedStoredValueCard(server.db, a.accountId, 5000, clock.now());
    const order = await orderAtTable(a.token, 'T1', [line('noodles'), line('tea')], 1600);
    const billId = order.billId!;
    expect((await pay(a.token, 'T1', billId, { kind: 'items', items: [0] }, 1200)).result.problem?.code).toBe(
      'PIN_REQUIRED',
    );
    expect(
      (await pay(a.token, 'T1', billId, { kind: 'items', items: [0] }, 1200, { pin: '111111' })).result.problem?.code,
    ).toBe('PIN_VERIFY_FAILED');
    // A saved card with stored value is not a thing: it reads as a missing card.
    expect(
      (
        await pay(a.token, 'T1', billId, { kind: 'items', items: [0] }, 1200, {
          pin: TEST_WALLET_PIN,
          savedCardId: randomUUID(),
        })
      ).result.problem?.code,
    ).toBe('SAVED_CARD_NOT_FOUND');
    const key = randomUUID();
    const paid = await pay(a.token, 'T1', billId, { kind: 'items', items: [0] }, 1200, { pin: TEST_WALLET_PIN }, key);
    expect(paid.result).toMatchObject({ rtn: 1, status: 'approved', amount: 1200, surcharge: 0, total: 1200 });
    expect(paid.result.gatewayUrl).toBeUndefined();
    expect(paid.result.cardNumber).toMatch(/^6035/);
    expect(paid.result.bill).toMatchObject({ paid: 1200, reserved: 1200, left: 400 });
    expect(paid.result.bill?.items.map((i) => i.state)).toEqual(['paid', 'free']);
    expect(paid.result.bill?.payments.find((p) => p.mine)).toMatchObject({ status: 'approved', paymentCode: 205 });
    // The same key again (a retry after a lost answer): the same payment, nothing more taken.
    const again = await pay(a.token, 'T1', billId, { kind: 'items', items: [0] }, 1200, { pin: TEST_WALLET_PIN }, key);
    expect(again.result.paymentId).toBe(paid.result.paymentId);
    const ledger = await cardLedger(server.db, cardId);
    expect(ledger.balance).toBe(3800);
    expect(ledger.history.balance).toBe(3800);
    // The rest with too little on the card: refused, nothing reserved, the item free again.
    const poor = await customer();
    await fundedStoredValueCard(server.db, poor.accountId, 100, clock.now());
    const short = await pay(poor.token, 'T1', billId, { kind: 'rest' }, 400, { pin: TEST_WALLET_PIN });
    expect(short.result.problem?.code).toBe('WALLET_INSUFFICIENT_BALANCE');
    expect((await bill(a.token, 'T1', billId)).result.bill).toMatchObject({ reserved: 1200, left: 400 });
    const rest = await pay(a.token, 'T1', billId, { kind: 'rest' }, 400, { pin: TEST_WALLET_PIN });
    expect(rest.result.bill).toMatchObject({ status: 'paid', paid: 1600 });
    const status = await client.call<{ order?: ShopOrder }>('/shop/orderStatus', { orderId: order.orderId }, a.token);
    expect(status.result.order?.paymentStatus).toBe('approved');
  });

  it("a saved card pays a bill at once, shown masked; another customer's saved card reads as missing", async () => {
    const a = await customer();
    const b = await customer();
    const cardId = await saveCard(a.token);
    const order = await orderAtTable(a.token, 'T2', [line('dumplings')], 850);
    expect(
      (await pay(b.token, 'T2', order.billId!, { kind: 'rest' }, 850, { paymentCode: 201, savedCardId: cardId })).result
        .problem?.code,
    ).toBe('SAVED_CARD_NOT_FOUND');
    const paid = await pay(a.token, 'T2', order.billId!, { kind: 'rest' }, 850, {
      paymentCode: 201,
      savedCardId: cardId,
    });
    // 1.5% card surcharge: 13.
    expect(paid.result).toMatchObject({ rtn: 1, status: 'approved', amount: 850, surcharge: 13, total: 863 });
    expect(paid.result.cardNumber).toMatch(/^4111\*+111$/);
    expect(paid.result.bill).toMatchObject({ status: 'paid', paid: 850 });
    expect(paid.result.bill?.payments.find((p) => p.mine)).toMatchObject({
      paymentCode: 201,
      cardNumber: paid.result.cardNumber,
    });
  });

  it('single pay from stored value: paid once at once, its receipt shows the card; a second payer or key cannot pay it again', async () => {
    const a = await customer();
    const cardId = await fundedStoredValueCard(server.db, a.accountId, 2000, clock.now());
    const r = await request(1500);
    expect((await startSingle(a.token, r.txn, 205, 1500)).result.problem?.code).toBe('PIN_REQUIRED');
    expect((await startSingle(a.token, r.txn, 205, 1500, { pin: '000000' })).result.problem?.code).toBe(
      'PIN_VERIFY_FAILED',
    );
    const key = randomUUID();
    const paid = await startSingle(a.token, r.txn, 205, 1500, { pin: TEST_WALLET_PIN }, key);
    expect(paid.result.request).toMatchObject({ status: 'paid', amount: 1500, surcharge: 0, paymentCode: 205 });
    expect(paid.result.request?.cardNumber).toMatch(/^6035/);
    expect(paid.result.request?.gatewayUrl).toBeUndefined();
    expect((await startSingle(a.token, r.txn, 205, 1500, { pin: TEST_WALLET_PIN }, key)).result.request?.status).toBe(
      'paid',
    );
    expect((await startSingle(a.token, r.txn, 205, 1500, { pin: TEST_WALLET_PIN })).result.problem?.code).toBe(
      'SINGLE_PAY_PAID',
    );
    expect((await cardLedger(server.db, cardId)).balance).toBe(500);
    // Short: refused and the request still open for a payer who can.
    const r2 = await request(900);
    const b = await customer();
    await fundedStoredValueCard(server.db, b.accountId, 100, clock.now());
    expect((await startSingle(b.token, r2.txn, 205, 900, { pin: TEST_WALLET_PIN })).result.problem?.code).toBe(
      'WALLET_INSUFFICIENT_BALANCE',
    );
    const read = await client.call<{ request?: SinglePay }>('/shop/singlePay', { txn: r2.txn }, a.token);
    expect(read.result.request?.status).toBe('open');
  });

  it("single pay with a saved card: charged at once; another customer's card reads as missing", async () => {
    const a = await customer();
    const b = await customer();
    const cardId = await saveCard(a.token);
    const r = await request(1000);
    expect((await startSingle(b.token, r.txn, 201, 1015, { savedCardId: cardId })).result.problem?.code).toBe(
      'SAVED_CARD_NOT_FOUND',
    );
    const paid = await startSingle(a.token, r.txn, 201, 1015, { savedCardId: cardId });
    expect(paid.result.request).toMatchObject({ status: 'paid', surcharge: 15, paymentCode: 201 });
    expect(paid.result.request?.cardNumber).toMatch(/^4111\*+111$/);
  });

  it('staff cancelling a table order: refused while the bill is being paid; then its items come off, paid ones back to what paid them', async () => {
    const a = await customer();
    const b = await customer();
    const cardId = await fundedStoredValueCard(server.db, a.accountId, 5000, clock.now());
    const first = await orderAtTable(a.token, 'T1', [line('noodles'), line('tea')], 1600);
    const billId = first.billId!;
    const second = await orderAtTable(b.token, 'T1', [line('dumplings')], 850);
    // a pays the noodles from stored value; b starts paying the dumplings at the gateway.
    expect(
      (await pay(a.token, 'T1', billId, { kind: 'items', items: [0] }, 1200, { pin: TEST_WALLET_PIN })).result.status,
    ).toBe('approved');
    const atGateway = await pay(b.token, 'T1', billId, { kind: 'items', items: [2] }, 850, { paymentCode: 201 });
    expect(atGateway.result.status).toBe('pending');
    const refusedCancel = (await staff({ change: { orderId: first.orderId, status: 'cancelled' } })).json<{
      result: { rtn: number; problem?: { code: string }; dispMsg?: string };
    }>();
    expect(refusedCancel.result).toMatchObject({ rtn: 0, problem: { code: 'BILL_BEING_PAID' } });
    await decide(server.app, atGateway.result.gatewayUrl!, 'decline');
    expect((await bill(b.token, 'T1', billId)).result.bill).toMatchObject({ total: 2450, paid: 1200, reserved: 1200 });
    const cancelled = (await staff({ change: { orderId: first.orderId, status: 'cancelled' } })).json<{
      result: { rtn: number; orders?: ShopOrder[] };
    }>();
    expect(cancelled.result.rtn).toBe(1);
    expect(cancelled.result.orders?.find((o) => o.orderId === first.orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    // The noodles' 1200 went back to a's card; the bill keeps only the dumplings.
    expect((await cardLedger(server.db, cardId)).balance).toBe(5000);
    const after = await bill(b.token, 'T1', billId);
    expect(after.result.bill).toMatchObject({ total: 850, paid: 0, reserved: 0, left: 850 });
    expect(after.result.bill?.items.map((i) => i.itemNo)).toEqual([2]);
    const mine = (await bill(a.token, 'T1', billId)).result.bill?.payments.find((p) => p.mine);
    expect(mine).toMatchObject({ status: 'approved', refunded: 1200 });
    // The second order is paid in full through the gateway, then the bill is paid.
    const rest = await pay(b.token, 'T1', billId, { kind: 'rest' }, 850, { paymentCode: 201 });
    await decide(server.app, rest.result.gatewayUrl!, 'approve');
    expect((await bill(b.token, 'T1', billId)).result.bill).toMatchObject({ status: 'paid', paid: 850 });
    expect(second.billId).toBe(billId);
  });

  it('an even share paid before a cancel: what the bill would hold above its new total goes back to the payer at the gateway', async () => {
    const a = await customer();
    const order = await orderAtTable(a.token, 'T2', [line('noodles')], 1200);
    const keep = await orderAtTable(a.token, 'T2', [line('tea')], 400);
    const billId = order.billId!;
    // Half of 1600 = 800 paid by card, with its 1.5% surcharge (12); cancelling the noodles leaves a bill of 400.
    const share = await pay(a.token, 'T2', billId, { kind: 'share', people: 2 }, 800, { paymentCode: 201 });
    expect(share.result).toMatchObject({ amount: 800, surcharge: 12, total: 812 });
    await decide(server.app, share.result.gatewayUrl!, 'approve');
    expect((await bill(a.token, 'T2', billId)).result.bill).toMatchObject({ paid: 800 });
    const cancelled = (await staff({ change: { orderId: order.orderId, status: 'cancelled' } })).json<{
      result: { rtn: number };
    }>();
    expect(cancelled.result.rtn).toBe(1);
    const after = (await bill(a.token, 'T2', billId)).result.bill!;
    expect(after).toMatchObject({ total: 400, paid: 400, status: 'paid' });
    // 400 of the 800 goes back, and with it the half of the surcharge it carried: 406 in one refund.
    expect(after.payments.find((p) => p.mine)).toMatchObject({ surcharge: 12, refunded: 406 });
    const refunds = await server.db.query<{ amount: number }>(
      `SELECT amount FROM sandbox_gateway_refunds WHERE idempotency_key = $1`,
      [`bill-cancel-${share.result.paymentId}-${order.orderId}`],
    );
    expect(refunds.map((r) => r.amount)).toEqual([406]);
    const kept = await client.call<{ order?: ShopOrder }>('/shop/orderStatus', { orderId: keep.orderId }, a.token);
    expect(kept.result.order?.paymentStatus).toBe('approved');
  });

  it('a cancelled order whose items were all one card payment: the items and the whole surcharge go back', async () => {
    const a = await customer();
    const order = await orderAtTable(a.token, 'T1', [line('noodles')], 1200);
    const keep = await orderAtTable(a.token, 'T1', [line('tea')], 400);
    const billId = order.billId!;
    // The noodles (item 0) paid at the gateway: 1200 and its 1.5% surcharge, 18.
    const paid = await pay(a.token, 'T1', billId, { kind: 'items', items: [0] }, 1200, { paymentCode: 201 });
    expect(paid.result).toMatchObject({ amount: 1200, surcharge: 18, total: 1218 });
    await decide(server.app, paid.result.gatewayUrl!, 'approve');
    // Reading the bill takes the gateway's answer (docs/shop.md#table-bill).
    expect((await bill(a.token, 'T1', billId)).result.bill).toMatchObject({ paid: 1200 });
    const cancelled = (await staff({ change: { orderId: order.orderId, status: 'cancelled' } })).json<{
      result: { rtn: number; orders?: ShopOrder[] };
    }>();
    expect(cancelled.result.rtn).toBe(1);
    // The order's own figure is its items' amount; the payer's payment shows all it gave back.
    expect(cancelled.result.orders?.find((o) => o.orderId === order.orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refunded: 1200,
    });
    const after = (await bill(a.token, 'T1', billId)).result.bill!;
    expect(after).toMatchObject({ total: 400, paid: 0, left: 400 });
    expect(after.payments.find((p) => p.mine)).toMatchObject({ surcharge: 18, refunded: 1218 });
    const refunds = await server.db.query<{ amount: number }>(
      `SELECT amount FROM sandbox_gateway_refunds WHERE idempotency_key = $1`,
      [`bill-cancel-${paid.result.paymentId}-${order.orderId}`],
    );
    expect(refunds.map((r) => r.amount)).toEqual([1218]);
    expect(keep.billId).toBe(billId);
  });

  it('staff ask for a payment and see it paid: status for the requester only, and only roles that open singlePay', async () => {
    const staffToken = async (login: string) => {
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
    const counter = await staffToken('S200');
    const made = await client.call<{ request: SinglePay; path: string }>(
      '/cloud/parkco/staff/singlePayRequest',
      {
        shopCode: TABLE_SHOP,
        action: 'counter-payment',
        amount: 700,
        description: 'Key deposit',
        expiresInMinutes: 30,
      },
      counter,
    );
    expect(made.result.request).toMatchObject({ status: 'open', requiredBy: 'S200' });
    const status = () =>
      client.call<{ request?: SinglePay }>(
        '/cloud/parkco/staff/singlePayStatus',
        { shopCode: TABLE_SHOP, txn: made.result.request.txn },
        counter,
      );
    expect((await status()).result.request?.status).toBe('open');
    // An assessor's roles do not open singlePay: refused before the body is read; a cashier sees another's request as missing.
    const assessor = await staffToken('S300');
    expect(
      (
        await client.raw(
          '/cloud/parkco/staff/singlePayRequest',
          { shopCode: TABLE_SHOP, action: 'x', amount: 1, description: 'x', expiresInMinutes: 5 },
          assessor,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await client.raw(
          '/cloud/parkco/staff/singlePayStatus',
          { shopCode: TABLE_SHOP, txn: made.result.request.txn },
          assessor,
        )
      ).statusCode,
    ).toBe(403);
    const cashier = await staffToken('S400');
    expect(
      (
        await client.call(
          '/cloud/parkco/staff/singlePayStatus',
          { shopCode: TABLE_SHOP, txn: made.result.request.txn },
          cashier,
        )
      ).result.problem?.code,
    ).toBe('SINGLE_PAY_NOT_FOUND');
    expect(
      (
        await client.call(
          '/cloud/parkco/staff/singlePayStatus',
          { shopCode: 'no-such-shop', txn: made.result.request.txn },
          counter,
        )
      ).result.problem?.code,
    ).toBe('SHOP_NOT_FOUND');
    // The customer pays from stored value; the staff member's next check says paid, with the card.
    const a = await customer();
    await fundedStoredValueCard(server.db, a.accountId, 1000, clock.now());
    expect(
      (await startSingle(a.token, made.result.request.txn, 205, 700, { pin: TEST_WALLET_PIN })).result.request?.status,
    ).toBe('paid');
    const paid = (await status()).result.request;
    expect(paid).toMatchObject({ status: 'paid', paymentCode: 205 });
    expect(paid?.cardNumber).toMatch(/^6035/);
  });
});
