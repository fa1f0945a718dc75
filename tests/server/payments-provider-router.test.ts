/**
 * The money rules around a remote provider (docs/payment-providers.md), end to end through the app
 * with a tenant whose card method is on Windcave, pointed at its double: recorded before the
 * provider is called, unknown never failed, read back not trusted, notifications verified and
 * idempotent, another amount flagged, and the reconciliation job ending a timed-out create and a
 * timed-out refund exactly once under their first keys.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoStaffMember } from '../../server/services/staff/demo-staff';
import { MESSAGES } from '../../src/protocol';
import { describeOnDrivers } from './support/describe-on-drivers';
import { poolState, stay } from './support/parking-kit';
import type { PayResult, StatusResult } from './support/payment-kit';
import { eventually, startProviderSuite, type ProviderSuite } from './support/provider-suite';
import { startWindcaveDouble, type WindcaveDouble } from '../doubles/windcave/windcave-double';

describeOnDrivers('payments through a remote provider (Windcave double)', (driver) => {
  let s: ProviderSuite;
  let windcave: WindcaveDouble;

  beforeAll(async () => {
    windcave = await startWindcaveDouble();
    s = await startProviderSuite(driver, {
      provider: 'windcave',
      settings: { windcave: { baseUrl: windcave.apiUrl, username: { env: 'WC_USER' }, apiKey: { env: 'WC_KEY' } } },
      secrets: { WC_USER: windcave.username, WC_KEY: windcave.apiKey },
      close: () => windcave.close(),
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const held = async () => {
    const customer = await s.customer();
    const booking = await s.client().book(customer.token, stay(s.clock.now(), 3, 2));
    return { ...customer, booking };
  };
  const pay = (token: string, bookingId: string) =>
    s.client().call<PayResult>('/svc/pay', { idempotencyKey: randomUUID(), bookingId, paymentCode: 201 }, token);
  const status = (token: string, txn: string) => s.client().call<StatusResult>('/svc/payStatus', { txn }, token);
  /** The browser opening the app's gateway URL: where it is sent. */
  const open = async (gatewayUrl: string) => {
    const answer = await fetch(`${s.baseUrl}${gatewayUrl}`, { redirect: 'manual' });
    return { status: answer.status, location: answer.headers.get('location') ?? '', body: await answer.text() };
  };
  const ledger = async (reference: string) =>
    (
      await s.db.query<{ state: string; flag: string | null; provider_payment_id: string | null; attempts: number }>(
        'SELECT state, flag, provider_payment_id, attempts FROM provider_payments WHERE reference = $1',
        [reference],
      )
    )[0];
  const sessionOf = (txn: string) => {
    const sessions = windcave.control.sessionByReference(txn);
    expect(sessions).toHaveLength(1);
    return sessions[0]!;
  };
  /** staff/refundsOwed as a demo staff member, signed in and unlocked (docs/payment-providers.md#refunds-owed). */
  const refundsOwedAs = async (login: string) => {
    const member = demoStaffMember(login);
    const signIn = await s.client().call<{ token: string }>('/cloud/parkco/staff/signIn', {
      login,
      password: member.password,
    });
    const token = signIn.result.token;
    await s.client().call('/cloud/parkco/staff/unlock', { pin: member.pin }, token);
    return s.client().raw('/cloud/parkco/staff/refundsOwed', {}, token);
  };
  const expectInvariant = async () => {
    const state = await poolState(s.db, 'parkco', 'park-central-site', 'hourly');
    expect(state.held + state.available).toBe(state.capacity);
  };

  it('records the payment before calling Windcave, creates it when the browser opens it, settles from the read-back', async () => {
    const { token, booking } = await held();
    const before = windcave.control.requests().length;
    const started = await pay(token, booking.bookingId);
    expect(started.result).toMatchObject({ rtn: 1, amount: 1320, gatewayUrl: `/payments/go/${started.result.txn}` });
    // Recorded, and nothing sent to the provider yet.
    expect(windcave.control.requests().length).toBe(before);
    expect(await ledger(started.result.txn)).toMatchObject({ state: 'recorded', provider_payment_id: null });
    const [row] = await s.db.query<{ gateway: string; gateway_payment_id: string }>(
      'SELECT gateway, gateway_payment_id FROM payments WHERE txn = $1',
      [started.result.txn],
    );
    expect(row).toEqual({ gateway: 'windcave', gateway_payment_id: `windcave:${started.result.txn}` });

    const opened = await open(started.result.gatewayUrl);
    expect(opened.status).toBe(303);
    const session = sessionOf(started.result.txn);
    expect(opened.location).toBe(`${windcave.baseUrl}/hpp/${session.id}`);
    expect(session).toMatchObject({ amount: '13.20', currency: 'AUD', merchantReference: started.result.txn });
    expect(session.notificationUrl).toBe(`${s.baseUrl}/payments/notify/windcave/parkco`);
    expect(session.callbackUrls.approved).toBe(`${s.baseUrl}/shop/park-central/pay/${started.result.txn}`);
    // Opened again (a reload): the same page, no second session.
    expect((await open(started.result.gatewayUrl)).location).toBe(opened.location);
    expect(windcave.control.sessionByReference(started.result.txn)).toHaveLength(1);

    // The browser's return proves nothing: still pending until Windcave says otherwise.
    expect((await status(token, started.result.txn)).result.status).toBe('pending');
    await windcave.control.decide(session.id, 'approve');
    const paid = await eventually(
      () => status(token, started.result.txn),
      (answer) => answer.result.status === 'approved',
    );
    expect(paid.result.booking).toMatchObject({ status: 'booked', cardNumber: expect.stringMatching(/^4111/) });
    await expectInvariant();
  });

  it('a create that times out stays pending; the retry sends the same key and Windcave makes one session', async () => {
    const { token, booking } = await held();
    const started = await pay(token, booking.bookingId);
    windcave.control.fail('createSession', 'timeout-after');
    const failed = await open(started.result.gatewayUrl);
    expect(failed.status).toBe(503);
    expect(failed.body).toContain(MESSAGES.PAYMENT_REQUEST_FAILED);
    // The retry opens the go page again, its words from the catalogue.
    expect(failed.body).toContain(`<a href="${started.result.gatewayUrl}">${MESSAGES.PAYMENT_TRY_AGAIN}</a>`);
    expect(await ledger(started.result.txn)).toMatchObject({ state: 'unknown', provider_payment_id: null });
    expect((await status(token, started.result.txn)).result.status).toBe('pending');

    const retried = await open(started.result.gatewayUrl);
    expect(retried.status).toBe(303);
    expect(windcave.control.keyUses(`kerbside-${started.result.txn}`)).toBe(2);
    const session = sessionOf(started.result.txn);
    await windcave.control.decide(session.id, 'decline', false);
    expect((await status(token, started.result.txn)).result.status).toBe('failed');
    expect((await s.client().summary(token, { bookingId: booking.bookingId })).result).toBeDefined();
  });

  it('50 duplicate notifications settle once; a forged one is refused with 400 and stored nowhere', async () => {
    const { token, booking } = await held();
    const started = await pay(token, booking.bookingId);
    await open(started.result.gatewayUrl);
    const session = sessionOf(started.result.txn);
    await windcave.control.decide(session.id, 'approve', false);
    // Windcave's notification is verified by reading the session back; a read that times out on a loaded
    // machine is answered 503, and Windcave sends that notification again, as this does.
    const deliver = async (): Promise<number> => {
      for (let attempt = 0; ; attempt += 1) {
        const [code = 0] = await windcave.control.notify(session.id);
        if (code !== 503 || attempt === 10) return code;
      }
    };
    const answers = await Promise.all(Array.from({ length: 50 }, deliver));
    expect(answers.every((code) => code === 200)).toBe(true);
    const [stored] = await s.db.query<{ received: number; n: number }>(
      `SELECT max(received)::int AS received, count(*)::int AS n FROM provider_notifications
       WHERE facts LIKE $1`,
      [`%${session.id}%`],
    );
    expect(stored).toEqual({ received: 50, n: 1 });
    await eventually(
      () => s.db.query<{ status: string }>('SELECT status FROM payments WHERE txn = $1', [started.result.txn]),
      (rows) => rows[0]?.status === 'approved',
    );
    expect((await status(token, started.result.txn)).result.booking.status).toBe('booked');
    await expectInvariant();

    const storedBefore = await s.db.query('SELECT id FROM provider_notifications');
    expect(await windcave.control.notifyForged(`${s.baseUrl}/payments/notify/windcave/parkco`)).toBe(400);
    const forgedPost = await fetch(`${s.baseUrl}/payments/notify/windcave/parkco`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: '../../etc' }),
    });
    expect(forgedPost.status).toBe(400);
    expect(await s.db.query('SELECT id FROM provider_notifications')).toHaveLength(storedBefore.length);
  });

  it('Windcave reporting another amount or currency: not settled, flagged', async () => {
    for (const [amount, currency] of [
      ['13.00', undefined],
      ['13.20', 'NZD'],
    ] as const) {
      const { token, booking } = await held();
      const started = await pay(token, booking.bookingId);
      await open(started.result.gatewayUrl);
      const session = sessionOf(started.result.txn);
      await windcave.control.decide(session.id, 'approve', false);
      windcave.control.reportAmount(session.id, amount, currency);
      const answer = await status(token, started.result.txn);
      expect(answer.result.status).not.toBe('approved');
      expect(answer.result.booking.status).toBe('pending_payment');
      expect(await ledger(started.result.txn)).toMatchObject({ flag: 'amount_mismatch' });
    }
  });

  it('times out on create and on refund: after the job both end exactly once, under their first keys', async () => {
    const { token, booking } = await held();
    const started = await pay(token, booking.bookingId);
    const key = `kerbside-${started.result.txn}`;
    windcave.control.fail('createSession', 'timeout-after');
    expect((await open(started.result.gatewayUrl)).status).toBe(503);

    // The job, once the create is stale: created again with the same key, Windcave answers with the first session.
    s.clock.advanceSeconds(120);
    await s.t.app.paymentGateway.reconcile();
    expect(await ledger(started.result.txn)).toMatchObject({ state: 'created' });
    expect(windcave.control.keyUses(key)).toBe(2);
    const session = sessionOf(started.result.txn);
    await windcave.control.decide(session.id, 'approve', false);
    expect((await status(token, started.result.txn)).result.status).toBe('approved');

    // Cancelled with a refund while Windcave takes the refund but never answers.
    windcave.control.fail('refund', 'timeout-after');
    const cancelled = await s
      .client()
      .call<{ booking: { status: string; refund: number } }>(
        '/parking/bookingRefund',
        { idempotencyKey: randomUUID(), bookingId: booking.bookingId },
        token,
      );
    expect(cancelled.result).toMatchObject({ rtn: 1, booking: { status: 'cancelled' } });
    const owed = async () =>
      s.db.query<{ status: string; idempotency_key: string; amount: number }>(
        'SELECT status, idempotency_key, amount FROM provider_refunds WHERE reference = $1',
        [started.result.txn],
      );
    // The first send (after the cancel committed) timed out: still owed, visible to staff.
    await eventually(owed, (rows) => rows.length === 1 && rows[0]?.status === 'pending');
    await eventually(
      () =>
        s.db.query<{ attempts: number }>('SELECT attempts FROM provider_refunds WHERE reference = $1', [
          started.result.txn,
        ]),
      (rows) => (rows[0]?.attempts ?? 0) >= 1,
    );
    expect(await s.t.app.paymentGateway.openRefunds('parkco')).toHaveLength(1);
    // A manager sees it owed, with what it was for and why it has not gone through; a cashier may not look.
    const listed = await refundsOwedAs('S800');
    expect(listed.statusCode).toBe(200);
    const owedToStaff = listed.json<{ result: { rtn: number; refunds: Record<string, unknown>[] } }>().result;
    expect(owedToStaff.rtn).toBe(1);
    expect(owedToStaff.refunds).toEqual([
      expect.objectContaining({
        reference: started.result.txn,
        provider: 'windcave',
        amount: cancelled.result.booking.refund,
        currency: 'AUD',
        status: 'pending',
        description: expect.stringMatching(/^Parking /),
        lastError: expect.stringContaining('no answer'),
      }),
    ]);
    expect(owedToStaff.refunds[0]?.['attempts']).toBeGreaterThanOrEqual(1);
    expect((await refundsOwedAs('S400')).statusCode).toBe(403);
    await s.t.app.paymentGateway.reconcile();
    const [refund] = await owed();
    expect(refund).toMatchObject({ status: 'succeeded', idempotency_key: `cancel-${started.result.txn}` });
    expect(windcave.control.refunds().filter((r) => r.authorised)).toHaveLength(1);
    expect(windcave.control.keyUses(`cancel-${started.result.txn}`)).toBe(2);
    expect(await s.t.app.paymentGateway.openRefunds('parkco')).toHaveLength(0);
    expect((await refundsOwedAs('S800')).json<{ result: { refunds: unknown[] } }>().result.refunds).toEqual([]);
    await expectInvariant();
  });
});
