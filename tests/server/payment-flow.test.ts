/**
 * Paying for a booking through the sandbox gateway (docs/parking-api.md, "Payment"): the outcome
 * is always confirmed with the gateway, never taken from the customer's return.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPaymentServices } from '../../server/services/payments/payment-services';
import { MAX_PIN_TRIES, PIN_LOCK_MINUTES } from '../../server/services/wallet/card-pin';
import { unconfiguredGateway } from '../../server/services/payments/unconfigured-gateway';
import { describeOnDrivers } from './support/describe-on-drivers';
import { cardLedger, fundedStoredValueCard, TEST_WALLET_PIN } from './support/wallet-kit';
import { MINUTE, poolState, startParkingSuite, stay, type ParkingSuite } from './support/parking-kit';
import { paymentActions, paymentTenants, type PayResult, type StatusResult } from './support/payment-kit';

const silent = { info: () => undefined, warn: () => undefined };

describeOnDrivers('payment through the sandbox gateway', (driver) => {
  let s: ParkingSuite;
  let actions: ReturnType<typeof paymentActions>;

  beforeAll(async () => {
    // Room for the stored-value tests' bookings beside the others'.
    s = await startParkingSuite(driver, {}, paymentTenants({ hourly: 20 }));
    actions = paymentActions(s);
  });
  afterAll(async () => {
    await s?.close();
  });

  const pay: ReturnType<typeof paymentActions>['pay'] = (...args) => actions.pay(...args);
  const status: ReturnType<typeof paymentActions>['status'] = (...args) => actions.status(...args);
  const decide: ReturnType<typeof paymentActions>['decide'] = (...args) => actions.decide(...args);
  const held: ReturnType<typeof paymentActions>['held'] = (...args) => actions.held(...args);
  const expectInvariant = async () => {
    const state = await poolState(s.db, 'parkco', 'park-central-site', 'hourly');
    expect(state.held + state.available).toBe(state.capacity);
    return state;
  };

  it('approve: the booking is booked with the receipt fields and a masked card', async () => {
    const { token, booking } = await held();
    const started = await pay(token, booking.bookingId);
    expect(started.result).toMatchObject({
      rtn: 1,
      amount: 1320,
      payUiType: 'DIALOG',
      returnUrl: `/shop/park-central/pay/${started.result.txn}`,
    });
    // 2 hours × 6.50 = 13.00, card surcharge 1.5 % = 0.195 → 0.20 (half up).
    expect(started.result.booking).toMatchObject({
      status: 'pending_payment',
      fee: 1300,
      surcharge: 20,
      total: 1320,
      paymentCode: 201,
    });
    expect(started.result.gatewayUrl).toMatch(/^\/sandbox\/pay\/sbx_[A-Za-z0-9_-]{22}$/);

    const page = await s.t.app.inject({ method: 'GET', url: started.result.gatewayUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$13.20');
    for (const button of ['Approve', 'Decline', 'Abandon']) expect(page.body).toContain(`>${button}</button>`);

    const approved = await decide(started.result.gatewayUrl, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(started.result.gatewayUrl);
    // The DIALOG outcome page tells the app's dialog (its same-origin parent) that the payer decided.
    const outcome = await s.t.app.inject({ method: 'GET', url: started.result.gatewayUrl });
    expect(outcome.body).toContain('Payment approved');
    const paymentId = started.result.gatewayUrl.split('/').pop();
    expect(outcome.body).toContain(
      `<script src="/sandbox-api/gateway/decided.js" data-payment-id="${paymentId}"></script>`,
    );
    expect(outcome.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await s.t.app.inject({ method: 'GET', url: '/sandbox-api/gateway/decided.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain(
      "window.parent.postMessage({ type: 'kerbside:payment-decided', id: id }, location.origin)",
    );

    const answer = await status(token, started.result.txn);
    expect(answer.result).toMatchObject({ rtn: 1, status: 'approved', amount: 1320 });
    const paid = answer.result.booking;
    expect(paid).toMatchObject({
      bookingId: booking.bookingId,
      reference: booking.reference,
      status: 'booked',
      fee: 1300,
      total: 1320,
      entry: booking.entry,
      exit: booking.exit,
      cardNumber: '4111*********111',
      cardHolder: 'SANDBOX TESTER',
      holdExpiresAt: null,
    });
    expect(paid.confirmedAt).not.toBeNull();
    for (const pass of paid.passes) expect(pass.passCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Asking again changes nothing; paying again is refused.
    expect((await status(token, started.result.txn)).result.booking).toEqual(paid);
    expect((await pay(token, booking.bookingId)).result).toMatchObject({
      rtn: 0,
      dispMsg: 'This booking is already paid',
      problem: { code: 'ALREADY_PAID' },
    });
    await expectInvariant();
  });

  it('returning from the gateway without approving does not book', async () => {
    const { token, booking } = await held();
    const started = await pay(token, booking.bookingId);
    const answer = await status(token, started.result.txn);
    expect(answer.result).toMatchObject({ rtn: 1, status: 'pending' });
    expect(answer.result.booking).toMatchObject({ status: 'pending_payment', cardNumber: '' });
    for (const pass of answer.result.booking.passes) expect(pass.passCode).toBe('');
  });

  it('decline: the payment fails and a new payment for the same booking can succeed', async () => {
    const { token, booking } = await held();
    const first = await pay(token, booking.bookingId);
    await decide(first.result.gatewayUrl, 'decline');
    const failed = await status(token, first.result.txn);
    expect(failed.result).toMatchObject({ status: 'failed', booking: { status: 'pending_payment' } });
    const retry = await pay(token, booking.bookingId);
    expect(retry.result.rtn).toBe(1);
    expect(retry.result.txn).not.toBe(first.result.txn);
    await decide(retry.result.gatewayUrl, 'approve');
    expect((await status(token, retry.result.txn)).result).toMatchObject({
      status: 'approved',
      booking: { status: 'booked' },
    });
    // A decision made again at the gateway changes nothing.
    await decide(first.result.gatewayUrl, 'approve');
    expect((await status(token, first.result.txn)).result.status).toBe('failed');
  });

  it('abandon: the booking keeps its tickets while the hold lasts and can be paid again (released only when the hold ends)', async () => {
    const { token, booking } = await held();
    const before = await expectInvariant();
    const started = await pay(token, booking.bookingId);
    await decide(started.result.gatewayUrl, 'abandon');
    const answer = await status(token, started.result.txn);
    expect(answer.result).toMatchObject({
      status: 'abandoned',
      booking: { status: 'pending_payment', holdExpiresAt: booking.holdExpiresAt },
    });
    const after = await expectInvariant();
    expect(after.available).toBe(before.available);
    const again = await pay(token, booking.bookingId);
    expect(again.result.rtn).toBe(1);
    await decide(again.result.gatewayUrl, 'approve');
    expect((await status(token, again.result.txn)).result).toMatchObject({
      status: 'approved',
      booking: { status: 'booked' },
    });
  });

  it('REDIRECT: the gateway sends the customer back to the app page pay/{txn}', async () => {
    const { token } = await s.customer('aesparkco');
    const c = s.client('aes-park');
    const booking = await c.book(token, stay(s.clock.now(), 2, 1));
    const started = await c.call<PayResult>(
      '/svc/pay',
      { idempotencyKey: randomUUID(), bookingId: booking.bookingId, paymentCode: 201, returnLayout: 'app' },
      token,
    );
    expect(started.result).toMatchObject({
      rtn: 1,
      payUiType: 'REDIRECT',
      returnUrl: `/app/aes-park/pay/${started.result.txn}`,
    });
    const approved = await decide(started.result.gatewayUrl, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(started.result.returnUrl);
    const answer = await c.call<StatusResult>('/svc/payStatus', { txn: started.result.txn }, token);
    expect(answer.result).toMatchObject({ status: 'approved', booking: { status: 'booked' } });
  });

  it('a payment not decided before the hold lapses is abandoned; one approved but confirmed too late is refunded', async () => {
    const lapsing = await held();
    const undecided = await pay(lapsing.token, lapsing.booking.bookingId);
    const approvedLate = await held();
    const late = await pay(approvedLate.token, approvedLate.booking.bookingId);
    await decide(late.result.gatewayUrl, 'approve');
    s.clock.advanceSeconds(20 * MINUTE);
    expect((await s.t.app.inject({ method: 'GET', url: undecided.result.gatewayUrl })).body).toContain(
      'Payment expired',
    );
    await decide(undecided.result.gatewayUrl, 'approve');
    expect((await status(lapsing.token, undecided.result.txn)).result).toMatchObject({
      status: 'abandoned',
      booking: { status: 'released' },
    });
    expect((await status(approvedLate.token, late.result.txn)).result).toMatchObject({
      status: 'refunded',
      booking: { status: 'released', cardNumber: '' },
    });
    const refunds = await s.db.query<{ refunded: number; amount: number }>(
      'SELECT refunded, amount FROM sandbox_gateway_payments WHERE description = $1',
      [`Parking ${approvedLate.booking.reference}`],
    );
    expect(refunds).toEqual([{ refunded: 1320, amount: 1320 }]);
    await expectInvariant();
  });

  it('the job settles payments nobody asks about', async () => {
    const job = createPaymentServices({ db: s.db, now: s.clock.now, log: silent });
    await job.recheckPending(); // what earlier tests left pending
    const { token, booking } = await held();
    const started = await pay(token, booking.bookingId);
    await decide(started.result.gatewayUrl, 'approve');
    expect(await job.recheckPending()).toBe(0); // too fresh: the customer is probably still on the gateway's page
    s.clock.advanceSeconds(2 * MINUTE);
    expect(await job.recheckPending()).toBe(1);
    expect((await s.client().summary(token, { bookingId: booking.bookingId })).result.list[0]).toMatchObject({
      status: 'booked',
    });
    expect((await status(token, started.result.txn)).result.status).toBe('approved');
  });

  it("stored-value payments need the 6-digit wallet PIN of the customer's own card, and debit it at once", async () => {
    const { token, accountId, booking } = await held();
    expect((await pay(token, booking.bookingId, { paymentCode: 205, pin: '000000' })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'WALLET_NO_STORED_VALUE_CARD' },
    });
    const cardId = await fundedStoredValueCard(s.db, accountId, 5000, s.clock.now());
    expect((await pay(token, booking.bookingId, { paymentCode: 205 })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'PIN_REQUIRED' },
    });
    expect((await pay(token, booking.bookingId, { paymentCode: 205, pin: '000000' })).result).toMatchObject({
      rtn: 0,
      dispMsg: 'Failed to verify the PIN',
      problem: { code: 'PIN_VERIFY_FAILED' },
    });
    const started = await pay(token, booking.bookingId, { paymentCode: 205, pin: TEST_WALLET_PIN });
    expect(started.result).toMatchObject({
      rtn: 1,
      amount: 1300,
      status: 'approved',
      booking: { surcharge: 0, paymentCode: 205, status: 'booked' },
    });
    expect((await status(token, started.result.txn)).result).toMatchObject({
      status: 'approved',
      booking: { status: 'booked', cardNumber: expect.stringMatching(/^6035\*{9}\d{3}$/) },
    });
    expect(await cardLedger(s.db, cardId)).toMatchObject({ balance: 3700, history: { balance: 3700 } });
  });

  it('a stored-value payment the balance does not cover is refused and changes nothing', async () => {
    const { token, accountId, booking } = await held();
    const cardId = await fundedStoredValueCard(s.db, accountId, 1299, s.clock.now());
    expect((await pay(token, booking.bookingId, { paymentCode: 205, pin: TEST_WALLET_PIN })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'WALLET_INSUFFICIENT_BALANCE' },
    });
    expect(await cardLedger(s.db, cardId)).toMatchObject({ balance: 1299, history: { balance: 1299, rows: 2 } });
    const rows = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE booking_id = $1', [
      booking.bookingId,
    ]);
    expect(rows[0]?.n).toBe(0);
  });

  it('a correct PIN clears the count of wrong ones', async () => {
    const { token, accountId, booking } = await held();
    await fundedStoredValueCard(s.db, accountId, 10_000, s.clock.now());
    for (let i = 0; i < MAX_PIN_TRIES - 1; i += 1) {
      expect((await pay(token, booking.bookingId, { paymentCode: 205, pin: '111111' })).result).toMatchObject({
        problem: { code: 'PIN_VERIFY_FAILED' },
      });
    }
    expect((await pay(token, booking.bookingId, { paymentCode: 205, pin: TEST_WALLET_PIN })).result).toMatchObject({
      rtn: 1,
    });
    const again = await s.client().book(token, stay(s.clock.now(), 6, 1));
    for (let i = 0; i < MAX_PIN_TRIES; i += 1) {
      expect((await pay(token, again.bookingId, { paymentCode: 205, pin: '111111' })).result).toMatchObject({
        problem: { code: 'PIN_VERIFY_FAILED' },
      });
    }
  });

  it(`after ${MAX_PIN_TRIES} wrong PINs on a card even the right one is refused for ${PIN_LOCK_MINUTES} minutes, concurrent guesses included`, async () => {
    const { token, accountId, booking } = await held();
    await fundedStoredValueCard(s.db, accountId, 10_000, s.clock.now());
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(token, booking.bookingId, { paymentCode: 205, pin: String(100000 + i) }),
      ),
    );
    const codes = guesses.map((g) => String(g.result.problem?.code));
    expect(codes.filter((c) => c === 'PIN_VERIFY_FAILED')).toHaveLength(MAX_PIN_TRIES);
    expect(codes.filter((c) => c === 'PIN_LOCKED')).toHaveLength(20 - MAX_PIN_TRIES);
    const locked = await pay(token, booking.bookingId, { paymentCode: 205, pin: TEST_WALLET_PIN });
    expect(locked.result).toMatchObject({
      rtn: 0,
      problem: { code: 'PIN_LOCKED', params: { minutes: PIN_LOCK_MINUTES } },
    });
    expect(locked.result.dispMsg).toBe(`Too many wrong PINs. Please try again in ${PIN_LOCK_MINUTES} min`);
    // The lock is the card's: another customer's card is not locked. Paying by another method still works.
    const other = await s.customer();
    await fundedStoredValueCard(s.db, other.accountId, 10_000, s.clock.now());
    const theirs = await s.client().book(other.token, stay(s.clock.now(), 2, 2));
    expect((await pay(other.token, theirs.bookingId, { paymentCode: 205, pin: TEST_WALLET_PIN })).result).toMatchObject(
      { rtn: 1 },
    );
    expect((await pay(token, booking.bookingId)).result).toMatchObject({ rtn: 1 });
    // The lock ends, as 15 minutes passing would (moving the clock would let the booking's hold lapse too).
    await s.db.query(
      "UPDATE attempt_limits SET locked_until = '-infinity' WHERE key LIKE 'wallet-pin:%' AND locked_until IS NOT NULL",
    );
    expect((await pay(token, booking.bookingId, { paymentCode: 205, pin: TEST_WALLET_PIN })).result).toMatchObject({
      rtn: 1,
      status: 'approved',
    });
  });

  it('refuses cash, unknown payments and other customers', async () => {
    const { token, booking } = await held();
    expect((await pay(token, booking.bookingId, { paymentCode: 200 })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'PAYMENT_METHOD_NOT_FOUND' },
    });
    const started = await pay(token, booking.bookingId);
    const other = await s.customer();
    expect((await pay(other.token, booking.bookingId)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'BOOKING_NOT_FOUND' },
    });
    expect((await status(other.token, started.result.txn)).result).toMatchObject({
      rtn: 0,
      dispMsg: 'Payment not found',
    });
    const missing = await s.t.app.inject({ method: 'GET', url: '/sandbox/pay/sbx_AAAAAAAAAAAAAAAAAAAAAA' });
    expect(missing.statusCode).toBe(404);
  });

  it('one idempotency key: one payment at the gateway, the same answer every time', async () => {
    const { token, booking } = await held();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: driver.name === 'postgres' ? 50 : 5 }, () => pay(token, booking.bookingId, {}, key)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const rows = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE booking_id = $1', [
      booking.bookingId,
    ]);
    expect(rows[0]?.n).toBe(1);
    const gateway = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sandbox_gateway_payments WHERE description = $1',
      [`Parking ${booking.reference}`],
    );
    expect(gateway[0]?.n).toBe(1);
  });
});

describeOnDrivers('a server without a payment gateway', (driver) => {
  let s: ParkingSuite;

  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, paymentTenants(), { gateway: unconfiguredGateway });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("refuses payments with 'Failed to request payment, please try later', keeps the tickets held, and has no sandbox pages", async () => {
    const actions = paymentActions(s);
    const { token, booking } = await actions.held();
    const answer = await actions.pay(token, booking.bookingId);
    expect(answer.result).toMatchObject({
      rtn: 0,
      dispMsg: 'Failed to request payment, please try later',
      problem: { code: 'PAYMENT_REQUEST_FAILED' },
    });
    const page = await s.t.app.inject({ method: 'GET', url: '/sandbox/pay/sbx_AAAAAAAAAAAAAAAAAAAAAA' });
    expect(page.statusCode).toBe(404);
    const state = await poolState(s.db, 'parkco', 'park-central-site', 'hourly');
    expect(state.held + state.available).toBe(state.capacity);
  });
});
