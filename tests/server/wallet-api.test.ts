/**
 * The wallet's calls end to end on the server (docs/wallet.md): cards, PIN, delete, top-up through
 * the sandbox gateway, history, points; every id-taking call refuses another customer's ids as
 * missing ones; and the money paths under concurrency (on PostgreSQL with real concurrency).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletCard } from '../../src/generated/api/wallet-card';
import type { Tenant } from '../../src/generated/tenant';
import type { Refusal } from '../../src/protocol';
import type { StartedBookingPayment } from '../../server/services/parking';
import { createPaymentServices } from '../../server/services/payments/payment-services';
import { sandboxGateway } from '../../server/services/payments/sandbox-gateway';
import { transactionOrRefusal } from '../../server/services/shared/transaction-refusal';
import { createWalletServices } from '../../server/services/wallet/wallet-services';
import { packaged } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { HOUR, MINUTE, startParkingSuite, stay, type Envelope, type ParkingSuite } from './support/parking-kit';
import { paymentActions } from './support/payment-kit';
import { cardLedger, fundedStoredValueCard, PARKCO_WALLET, TEST_WALLET_PIN, walletTenants } from './support/wallet-kit';
import { issueWalletCard } from '../../server/services/wallet';
import { applyCardChange } from '../../server/db/repositories/wallet-repository';

const silent = { info: () => undefined, warn: () => undefined };

describeOnDrivers('wallet calls', (driver) => {
  let s: ParkingSuite;
  let actions: ReturnType<typeof paymentActions>;

  beforeAll(async () => {
    const [parkco, aesparkco] = walletTenants();
    if (!parkco || !aesparkco) throw new Error('fixture tenants missing');
    // Room for the concurrency test's hundred bookings.
    const sites = parkco.sites.map((site) => ({
      ...site,
      offers: site.offers?.map((o) => (o.code === 'hourly' ? { ...o, capacity: 400, maxTicketsAtOnce: 400 } : o)),
    }));
    s = await startParkingSuite(driver, {}, [{ ...parkco, sites: sites as Tenant['sites'] }, aesparkco]);
    actions = paymentActions(s);
  });
  afterAll(async () => s?.close());

  async function call<T extends object>(path: string, payload: unknown, token: string): Promise<Envelope<T>> {
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/s/park-central${path}`,
      payload: packaged('plain', payload) as object,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json<Envelope<T>>();
  }
  const cards = (token: string) => call<{ cards: WalletCard[] }>('/api/account/loadUserValuePass', {}, token);
  const changePin = (token: string, body: Record<string, unknown>) =>
    call<{ card: WalletCard }>('/pro/account/valuePassChgPwd', body, token);
  const remove = (token: string, cardId: string) =>
    call<{ cards: WalletCard[] }>('/pro/account/valuePassDelete', { cardId }, token);
  type Started = { txn: string; gatewayUrl: string; status: string; charged: number; card: WalletCard };
  const topUp = (token: string, body: Record<string, unknown>) =>
    call<Started>('/pro/promotion/topup', { idempotencyKey: randomUUID(), paymentCode: 201, ...body }, token);
  const topUpStatus = (token: string, txn: string) =>
    call<{ status: string; card?: WalletCard }>('/pro/promotion/topupStatus', { txn }, token);
  type Rows = {
    total: number;
    rows: Array<{
      action: string;
      valueAdd: number;
      valueFinal: number;
      pointAdd: number;
      pointFinal: number;
      shopName: string;
      reason: string;
      billTime: number;
    }>;
  };
  const history = (token: string, body: Record<string, unknown> = {}) => {
    const now = Math.floor(s.clock.now().getTime() / 1000);
    return call<Rows>(
      '/pro/report/acsLoyalty/list',
      { dateStart: now - 86_400, dateEnd: now + 86_400, ...body },
      token,
    );
  };

  async function customerWithCards() {
    const customer = await s.customer();
    const now = s.clock.now();
    const tenant = { id: 'parkco', wallet: PARKCO_WALLET };
    await s.db.transaction(async (tx) => {
      await issueWalletCard(tx, {
        tenant,
        accountId: customer.accountId,
        programmeCode: 'PK-VALUE',
        via: 'signup',
        now,
      });
      await issueWalletCard(tx, {
        tenant,
        accountId: customer.accountId,
        programmeCode: 'PK-POINTS',
        via: 'signup',
        now,
      });
    });
    const listed = (await cards(customer.token)).result.cards;
    const value = listed.find((c) => c.kind === 'stored-value');
    const points = listed.find((c) => c.kind === 'loyalty');
    if (!value || !points) throw new Error('cards missing');
    return { ...customer, value, points };
  }

  it("lists the customer's cards masked, without PIN, with expiry and QR code", async () => {
    const { value, points } = await customerWithCards();
    expect(value).toMatchObject({
      kind: 'stored-value',
      programmeCode: 'PK-VALUE',
      balance: 0,
      points: 0,
      pinSet: false,
      expired: false,
      issuedVia: 'signup',
    });
    expect(value.cardNumber).toMatch(/^6035\*{9}\d{3}$/);
    expect(value.qrCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(points).toMatchObject({ kind: 'loyalty', programmeCode: 'PK-POINTS' });
  });

  it('sets a PIN, then changes it only with the current one; mismatches and wrong PINs are refused, then locked', async () => {
    const { token, value } = await customerWithCards();
    expect(
      (await changePin(token, { cardId: value.cardId, newPin: '123456', confirmPin: '123457' })).result,
    ).toMatchObject({ rtn: 0, problem: { code: 'WALLET_PIN_MISMATCH' } });
    expect(
      (await changePin(token, { cardId: value.cardId, newPin: '123456', confirmPin: '123456' })).result,
    ).toMatchObject({ rtn: 1, card: { pinSet: true } });
    expect(
      (await changePin(token, { cardId: value.cardId, newPin: '654321', confirmPin: '654321' })).result,
    ).toMatchObject({ rtn: 0, problem: { code: 'WALLET_PIN_OLD_WRONG' } });
    expect(
      (await changePin(token, { cardId: value.cardId, oldPin: '123456', newPin: '123456', confirmPin: '123456' }))
        .result,
    ).toMatchObject({ problem: { code: 'WALLET_PIN_SAME' } });
    expect(
      (await changePin(token, { cardId: value.cardId, oldPin: '123456', newPin: '654321', confirmPin: '654321' }))
        .result,
    ).toMatchObject({ rtn: 1 });
    for (let i = 0; i < 5; i += 1)
      expect(
        (await changePin(token, { cardId: value.cardId, oldPin: '000000', newPin: '111111', confirmPin: '111111' }))
          .result,
      ).toMatchObject({ problem: { code: 'WALLET_PIN_OLD_WRONG' } });
    expect(
      (await changePin(token, { cardId: value.cardId, oldPin: '654321', newPin: '111111', confirmPin: '111111' }))
        .result,
    ).toMatchObject({ problem: { code: 'PIN_LOCKED' } });
    const bad = await s.t.app.inject({
      method: 'POST',
      url: '/s/park-central/pro/account/valuePassChgPwd',
      payload: { cardId: value.cardId, newPin: '12345', confirmPin: '12345' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('tops up through the gateway: credited once on approval, with its history row; limits refused', async () => {
    const { token, value } = await customerWithCards();
    expect((await topUp(token, { cardId: value.cardId, amount: 499 })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'WALLET_TOP_UP_BELOW_MINIMUM' },
    });
    expect((await topUp(token, { cardId: value.cardId, amount: 50001 })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'WALLET_TOP_UP_ABOVE_MAXIMUM' },
    });
    expect((await topUp(token, { cardId: value.cardId, amount: 1000, paymentCode: 202 })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'PAYMENT_METHOD_NOT_FOUND' },
    });
    const started = await topUp(token, { cardId: value.cardId, amount: 2000 });
    expect(started.result).toMatchObject({ rtn: 1, status: 'pending', amount: 2000, charged: 2030 });
    expect(started.result.gatewayUrl).toMatch(/^\/sandbox\/pay\/sbx_/);
    expect((await topUpStatus(token, started.result.txn)).result).toMatchObject({
      status: 'pending',
      card: { balance: 0 },
    });
    await actions.decide(started.result.gatewayUrl, 'approve');
    expect((await topUpStatus(token, started.result.txn)).result).toMatchObject({
      status: 'approved',
      card: { balance: 2000 },
    });
    expect((await topUpStatus(token, started.result.txn)).result).toMatchObject({
      status: 'approved',
      card: { balance: 2000 },
    });
    const rows = (await history(token, { type: 'value' })).result.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'top_up',
      valueAdd: 2000,
      valueFinal: 2000,
      shopName: 'park-central carpark',
    });
    const declined = await topUp(token, { cardId: value.cardId, amount: 1000 });
    await actions.decide(declined.result.gatewayUrl, 'decline');
    expect((await topUpStatus(token, declined.result.txn)).result).toMatchObject({
      status: 'failed',
      card: { balance: 2000 },
    });
    expect(await cardLedger(s.db, value.cardId)).toMatchObject({ balance: 2000, history: { balance: 2000 } });
  });

  it('the cap counts top-ups still at the gateway, and a credit that would still pass it is refunded whole', async () => {
    const { token, value } = await customerWithCards();
    const credit = (action: 'top_up' | 'refund', valueAdd: number) =>
      s.db.transaction((tx) =>
        applyCardChange(tx, {
          cardId: value.cardId,
          action,
          valueAdd,
          pointAdd: 0,
          siteId: '',
          shopName: 'test',
          reason: 'test',
          entryKey: `${action}:${randomUUID()}`,
          now: s.clock.now(),
        }),
      );
    await credit('top_up', 40000);
    const first = await topUp(token, { cardId: value.cardId, amount: 50000 });
    expect(first.result).toMatchObject({ rtn: 1, status: 'pending' });
    // 40,000 held + 50,000 on its way + 20,000 > 100,000: refused until the first one is settled.
    expect((await topUp(token, { cardId: value.cardId, amount: 20000 })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'WALLET_BALANCE_LIMIT' },
    });
    await actions.decide(first.result.gatewayUrl, 'decline');
    expect((await topUpStatus(token, first.result.txn)).result).toMatchObject({ status: 'failed' });
    const second = await topUp(token, { cardId: value.cardId, amount: 50000 });
    expect(second.result).toMatchObject({ rtn: 1, status: 'pending' });
    // A refund of a booking paid from the card lands while the top-up is at the gateway.
    await credit('refund', 20000);
    await actions.decide(second.result.gatewayUrl, 'approve');
    expect((await topUpStatus(token, second.result.txn)).result).toMatchObject({
      status: 'failed',
      card: { balance: 60000 },
    });
    const [gateway] = await s.db.query<{ amount: number; refunded: number }>(
      'SELECT amount, refunded FROM sandbox_gateway_payments WHERE id = $1',
      [second.result.gatewayUrl.replace(/^.*\/sandbox\/pay\//, '')],
    );
    expect(gateway).toEqual({ amount: second.result.charged, refunded: second.result.charged });
    expect(await cardLedger(s.db, value.cardId)).toMatchObject({ balance: 60000, history: { balance: 60000 } });
  });

  it('the re-check job credits a top-up nobody asks about', async () => {
    const { token, value } = await customerWithCards();
    const started = await topUp(token, { cardId: value.cardId, amount: 1000 });
    await actions.decide(started.result.gatewayUrl, 'approve');
    const wallet = createWalletServices({
      db: s.db,
      now: s.clock.now,
      log: silent,
      gateway: sandboxGateway,
      tenantById: (id) => s.t.app.tenants.byId(id)?.tenant,
      secrets: {},
    });
    const job = createPaymentServices(
      { db: s.db, now: s.clock.now, log: silent },
      { storedValue: wallet.forPayments, recheckOthers: wallet.recheckPendingTopUps },
    );
    s.clock.advanceSeconds(2 * MINUTE);
    expect(await job.recheckPending()).toBeGreaterThanOrEqual(1);
    expect((await cardLedger(s.db, value.cardId)).balance).toBe(1000);
  });

  it('pays a booking from the card, earns points on the loyalty card, and a cancellation credits the card and takes the points back', async () => {
    const { token, accountId, value, points } = await customerWithCards();
    await fundedStoredValueCard(s.db, accountId, 5000, s.clock.now());
    const booking = await s.client().book(token, stay(s.clock.now(), 4, 2));
    const paid = await actions.pay(token, booking.bookingId, { paymentCode: 205, pin: TEST_WALLET_PIN });
    expect(paid.result).toMatchObject({ rtn: 1, status: 'approved', amount: 1300 });
    expect((await cards(token)).result.cards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cardId: value.cardId, balance: 3700 }),
        expect.objectContaining({ cardId: points.cardId, points: 13 }),
      ]),
    );
    const cancelled = await s
      .client()
      .call<{ refund?: { refund: number } }>(
        '/parking/bookingRefund',
        { idempotencyKey: randomUUID(), bookingId: booking.bookingId },
        token,
      );
    expect(cancelled.result.rtn, JSON.stringify(cancelled)).toBe(1);
    // The tenant keeps its cancellation fee (100); the refunded share of the points goes back.
    const after = (await cards(token)).result.cards;
    expect(after.find((c) => c.cardId === value.cardId)?.balance).toBe(4900);
    expect(after.find((c) => c.cardId === points.cardId)?.points).toBe(1);
    const actionsSeen = (await history(token)).result.rows.map((r) => r.action);
    expect(actionsSeen).toEqual(expect.arrayContaining(['payment', 'refund', 'points_earned', 'points_reversed']));
    expect(await cardLedger(s.db, value.cardId)).toMatchObject({ balance: 4900, history: { balance: 4900 } });
    expect(await cardLedger(s.db, points.cardId)).toMatchObject({ points: 1, history: { points: 1 } });
  });

  it('history: the range, type filter and pages of 10', async () => {
    const { token, accountId } = await customerWithCards();
    const cardId = await fundedStoredValueCard(s.db, accountId, 0, s.clock.now());
    for (let i = 0; i < 12; i += 1) await fundedStoredValueCard(s.db, accountId, 100, s.clock.now());
    const first = await history(token, { cardId });
    expect(first.result).toMatchObject({ total: 13, currPage: 1, pageSize: 10 });
    expect(first.result.rows).toHaveLength(10);
    expect((await history(token, { cardId, currPage: 2 })).result.rows).toHaveLength(3);
    expect((await history(token, { cardId, type: 'points' })).result.total).toBe(0);
    const now = Math.floor(s.clock.now().getTime() / 1000);
    expect((await history(token, { dateStart: now + HOUR, dateEnd: now + 2 * HOUR })).result.total).toBe(0);
    expect((await history(token, { dateStart: now, dateEnd: now })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'WALLET_HISTORY_RANGE_INVALID' },
    });
  });

  it('deletes an empty card, never one holding money', async () => {
    const { token, value, points } = await customerWithCards();
    await fundedStoredValueCard(
      s.db,
      (await s.db.query<{ a: string }>('SELECT account_id AS a FROM wallet_cards WHERE id = $1', [value.cardId]))[0]
        ?.a ?? '',
      100,
      s.clock.now(),
    );
    expect((await remove(token, value.cardId)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'WALLET_CARD_HAS_BALANCE' },
    });
    const left = await remove(token, points.cardId);
    expect(left.result.rtn).toBe(1);
    expect(left.result.cards.map((c) => c.cardId)).toEqual([value.cardId]);
    expect((await remove(token, points.cardId)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'WALLET_CARD_NOT_FOUND' },
    });
  });

  it("another customer's card and top-up answer as missing ones on every id-taking call", async () => {
    const owner = await customerWithCards();
    const started = await topUp(owner.token, { cardId: owner.value.cardId, amount: 1000 });
    const other = await s.customer();
    const missing = { rtn: 0, problem: { code: 'WALLET_CARD_NOT_FOUND' } };
    expect((await remove(other.token, owner.points.cardId)).result).toMatchObject(missing);
    expect((await remove(other.token, randomUUID())).result).toMatchObject(missing);
    expect(
      (await changePin(other.token, { cardId: owner.value.cardId, newPin: '123456', confirmPin: '123456' })).result,
    ).toMatchObject(missing);
    expect((await topUp(other.token, { cardId: owner.value.cardId, amount: 1000 })).result).toMatchObject(missing);
    expect((await history(other.token, { cardId: owner.value.cardId })).result).toMatchObject(missing);
    expect((await topUpStatus(other.token, started.result.txn)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'PAYMENT_NOT_FOUND' },
    });
    expect((await cards(other.token)).result.cards).toEqual([]);
    expect((await history(other.token)).result.total).toBe(0);
    // Nothing changed on the owner's cards.
    expect((await cards(owner.token)).result.cards.map((c) => c.pinSet)).toEqual([false, false]);
  });

  describe('concurrency', () => {
    it('100 concurrent stored-value payments against a balance that covers 10: exactly 10 succeed, never below zero, history sums to the balance', async () => {
      const { token, accountId } = await s.customer();
      const cardId = await fundedStoredValueCard(s.db, accountId, 6500, s.clock.now());
      const n = driver.name === 'postgres' ? 100 : 30;
      const bookings = [];
      for (let i = 0; i < n; i += 1) bookings.push(await s.client().book(token, stay(s.clock.now(), 3, 1)));
      const wallet = createWalletServices({
        db: s.db,
        now: s.clock.now,
        log: silent,
        gateway: sandboxGateway,
        tenantById: (id) => s.t.app.tenants.byId(id)?.tenant,
        secrets: {},
      });
      const payments = createPaymentServices(
        { db: s.db, now: s.clock.now, log: silent },
        { storedValue: wallet.forPayments },
      );
      const shop = s.t.app.tenants.byShop('park-central');
      if (!shop) throw new Error('no shop');
      const method = shop.tenant.payment.methods.find((m) => m.code === 205);
      const identity = { tenantId: 'parkco', accountId, sessionId: '' };
      const outcomes = await Promise.all(
        bookings.map((booking) =>
          transactionOrRefusal<StartedBookingPayment, Refusal>(s.db, (tx, refuse) =>
            payments.forBookings.start(
              tx,
              {
                shop,
                identity,
                bookingId: booking.bookingId,
                purpose: 'booking',
                method,
                paymentCode: 205,
                description: booking.reference,
                amount: 650,
                fee: 650,
                surcharge: 0,
                extendFrom: null,
                extendTo: null,
                returnLayout: 'shop',
                expiresAt: new Date(s.clock.now().getTime() + HOUR * 1000),
                now: s.clock.now(),
              },
              refuse,
            ),
          ),
        ),
      );
      const paid = outcomes.filter((o) => 'txn' in o && o.status === 'approved');
      expect(paid).toHaveLength(10);
      expect(
        outcomes.filter((o) => 'result' in o && o.result.problem?.code === 'WALLET_INSUFFICIENT_BALANCE'),
      ).toHaveLength(n - 10);
      expect(await cardLedger(s.db, cardId)).toMatchObject({ balance: 0, history: { balance: 0, rows: 12 } });
      const booked = await s.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bookings WHERE account_id = $1 AND status = 'booked'",
        [accountId],
      );
      expect(booked[0]?.n).toBe(10);
    });

    it('50 identical top-ups with one key: one payment, one credit, whoever confirms it', async () => {
      const { token, value } = await customerWithCards();
      const key = randomUUID();
      const n = driver.name === 'postgres' ? 50 : 10;
      const answers = await Promise.all(
        Array.from({ length: n }, () => topUp(token, { idempotencyKey: key, cardId: value.cardId, amount: 1000 })),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      const txn = answers[0]?.result.txn ?? '';
      await actions.decide(answers[0]?.result.gatewayUrl ?? '', 'approve');
      const wallet = createWalletServices({
        db: s.db,
        now: s.clock.now,
        log: silent,
        gateway: sandboxGateway,
        tenantById: (id) => s.t.app.tenants.byId(id)?.tenant,
        secrets: {},
      });
      s.clock.advanceSeconds(2 * MINUTE);
      await Promise.all([
        ...Array.from({ length: n }, () => topUpStatus(token, txn)),
        wallet.recheckPendingTopUps(),
        wallet.recheckPendingTopUps(),
      ]);
      const rows = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wallet_top_ups WHERE card_id = $1', [
        value.cardId,
      ]);
      expect(rows[0]?.n).toBe(1);
      expect(await cardLedger(s.db, value.cardId)).toMatchObject({
        balance: 1000,
        history: { balance: 1000, rows: 2 },
      });
    });
  });
});
