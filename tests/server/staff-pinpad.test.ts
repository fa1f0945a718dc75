/**
 * The pinpad kiosk on the server (docs/staff.md#pinpad): a customer pays the amount staff entered
 * from their stored-value card with its wallet PIN; a wrong PIN is refused and the card's tries run
 * out (counted in the database per card); the charge is idempotent and never overdraws, also when
 * charges race on PostgreSQL; leaving kiosk mode needs the staff member's PIN; only staff whose
 * roles open the pinpad may call it (a customer token and a staff token without the role get 403),
 * and another tenant's staff see nothing. Kiosk mode is the server's (docs/staff.md#kiosk-server):
 * a session handed to a customer is refused every staff and admin call but the pinpad's until the
 * staff PIN ends it, and staff whose roles do not open the pinpad cannot start one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { latestOutboxMessage } from '../../server/db/repositories/sms-outbox-repository';
import { applyCardChange, setCardPinHash } from '../../server/db/repositories/wallet-repository';
import { secureTokenHash } from '../../server/services/accounts/secure-tokens';
import { demoStaffMember } from '../../server/services/staff/demo-staff';

/** The cashier's own counter PIN (docs/staff.md#demo-staff). */
const CASHIER_PIN = demoStaffMember('S400').pin;
import { hashWalletPin } from '../../server/services/wallet/card-pin';
import { issueWalletCard } from '../../server/services/wallet';
import { STAFF_MAX_WRONG_PINS, WALLET_PIN_MAX_TRIES } from '../../src/lib/limits';
import { AccountClient, freshPhone, testClock, type Envelope } from './support/account-kit';
import { packaged, startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import type { Tenant } from '../../src/generated/tenant';
import { modeTenants } from './support/tenant-fixtures';
import { cardLedger, PARKCO_WALLET } from './support/wallet-kit';

type Receipt = { chargeId: string; amount: number; balance: number; cardNumber: string; chargedAt: number };
const PIN = '246810';
const key = () => `pinpad-${randomUUID()}`;

describeOnDrivers('staff pinpad', (driver) => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    const db = await driver.open();
    await migrate(db);
    // plainco: a stored-value programme; its second site has the pinpad off.
    const tenants = modeTenants().map((tenant) =>
      tenant.id === 'plainco'
        ? {
            ...tenant,
            wallet: PARKCO_WALLET,
            sites: tenant.sites.map((s) =>
              s.shopCode === 'plain-north' ? { ...s, pinpad: 0 as const } : s,
            ) as Tenant['sites'],
          }
        : tenant,
    );
    t = await startTestApp({
      db,
      tenants,
      accounts: { now: clock.now, smsSandbox: true },
      parking: { now: clock.now },
      demoStaff: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await t?.db.close();
    await driver.cleanup();
  });

  function raw(tenant: string, path: string, payload: unknown, token?: string) {
    return t.app.inject({
      method: 'POST',
      url: `/cloud/${tenant}${path}`,
      payload: packaged(tenant === 'basco' ? 'base64' : 'plain', payload) as object,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  }
  async function call<T extends object>(path: string, payload: unknown, token?: string): Promise<Envelope<T>> {
    const res = await raw('plainco', path, payload, token);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json<Envelope<T>>();
  }
  async function staff(login: string, tenant = 'plainco'): Promise<string> {
    const signIn = (await raw(tenant, '/staff/signIn', { login, password: demoStaffMember(login).password })).json<
      Envelope<{ token: string }>
    >();
    const token = signIn.result.token;
    expect(
      (await raw(tenant, '/staff/unlock', { pin: demoStaffMember(login).pin }, token)).json<Envelope>().result.rtn,
    ).toBe(1);
    return token;
  }
  /** A customer of plainco holding a stored-value card with PIN and balance. */
  async function cardHolder(
    balance: number,
  ): Promise<{ token: string; cardId: string; cardNumber: string; qr: string; phone: string }> {
    const client = new AccountClient(t.app, { tenant: 'plainco', mode: 'plain' });
    const phone = freshPhone();
    const token = await client.signUp(phone.typed);
    const rows = await t.db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE tenant_id = 'plainco' AND phone = $1",
      [phone.e164],
    );
    const accountId = rows[0]?.id ?? '';
    const now = clock.now();
    const issued = await t.db.transaction((tx) =>
      issueWalletCard(tx, {
        tenant: { id: 'plainco', wallet: PARKCO_WALLET },
        accountId,
        programmeCode: 'PK-VALUE',
        via: 'counter',
        now,
      }),
    );
    if (!issued) throw new Error('no card');
    await setCardPinHash(t.db, issued.card.id, await hashWalletPin(PIN), now);
    if (balance > 0)
      await t.db.transaction((tx) =>
        applyCardChange(tx, {
          cardId: issued.card.id,
          action: 'top_up',
          valueAdd: balance,
          pointAdd: 0,
          siteId: '',
          shopName: 'test',
          reason: 'seed',
          entryKey: `seed:${randomUUID()}`,
          now,
        }),
      );
    return {
      token,
      cardId: issued.card.id,
      cardNumber: issued.card.cardNumber,
      qr: issued.card.qrPayload,
      phone: phone.e164,
    };
  }
  const charge = (card: { cardNumber: string }, amount: number, pin = PIN, idempotencyKey = key()) => ({
    shop: 'plain-central',
    amount,
    by: 'card',
    value: card.cardNumber,
    pin,
    idempotencyKey,
  });

  it('charges the card the amount staff entered after the right wallet PIN, by card number or QR member code', async () => {
    const token = await staff('S400');
    const card = await cardHolder(5000);
    const paid = await call<{ receipt: Receipt }>('/staff/pinpad/charge', charge(card, 1250), token);
    expect(paid.result.rtn, JSON.stringify(paid)).toBe(1);
    expect(paid.result.receipt).toMatchObject({ amount: 1250, balance: 3750 });
    expect(paid.result.receipt.cardNumber).toMatch(/^\d{4}\*+\d{3}$/);
    const byQr = await call<{ receipt: Receipt }>(
      '/staff/pinpad/charge',
      { ...charge(card, 750), by: 'qr', value: card.qr },
      token,
    );
    expect(byQr.result.receipt.balance).toBe(3000);
    expect(await cardLedger(t.db, card.cardId)).toMatchObject({ balance: 3000, history: { balance: 3000 } });
    const log = await t.db.query<{ action: string }>(
      'SELECT action FROM staff_actions WHERE subject = $1 ORDER BY id',
      [card.cardId],
    );
    expect(log.map((r) => r.action)).toEqual(['pinpad_charge', 'pinpad_charge']);
  });

  it("texts a charge's receipt to the card holder's phone once; an unknown charge, or a site with the pinpad off, is refused", async () => {
    const token = await staff('S400');
    const card = await cardHolder(5000);
    const paid = await call<{ receipt: Receipt }>('/staff/pinpad/charge', charge(card, 1250), token);
    const chargeId = paid.result.receipt.chargeId;
    const sent = await call<{ sentTo: string }>('/staff/pinpad/receiptSms', { shop: 'plain-central', chargeId }, token);
    expect(sent.result.rtn, JSON.stringify(sent)).toBe(1);
    expect(sent.result.sentTo).toMatch(/\*/);
    expect(sent.result.sentTo.slice(-3)).toBe(card.phone.slice(-3));
    const outbox = await t.db.query<{ body: string; purpose: string }>(
      "SELECT body, purpose FROM sms_outbox WHERE tenant_id = 'plainco' AND phone = $1 AND purpose = 'receipt'",
      [card.phone],
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.body).toContain('12.50');
    expect(outbox[0]?.body).toContain('37.50');
    expect(outbox[0]?.body).toContain(chargeId.slice(0, 8).toUpperCase());
    expect(outbox[0]?.body).not.toContain(card.cardNumber);
    // Once per charge, whoever asks again.
    const again = await call('/staff/pinpad/receiptSms', { shop: 'plain-central', chargeId }, token);
    expect(again.result).toMatchObject({ rtn: 0, problem: { code: 'PINPAD_RECEIPT_SENT' } });
    for (const body of [
      { shop: 'plain-central', chargeId: randomUUID() },
      { shop: 'plain-north', chargeId },
    ]) {
      const answer = await raw('plainco', '/staff/pinpad/receiptSms', body, token);
      expect(answer.json<Envelope>().result.rtn, JSON.stringify(body)).toBe(0);
    }
    // The sandbox's last code of the phone is still its sign-up code: receipts are passed over.
    const last = await latestOutboxMessage(t.db, 'plainco', card.phone);
    expect(last?.purpose).toBe('signup');
  });

  it('refuses a wrong PIN, and locks the card after the limit of tries, even against the right PIN', async () => {
    const token = await staff('S400');
    const card = await cardHolder(5000);
    for (let i = 0; i < WALLET_PIN_MAX_TRIES; i += 1) {
      expect((await call('/staff/pinpad/charge', charge(card, 100, '000000'), token)).result).toMatchObject({
        rtn: 0,
        problem: { code: 'PIN_VERIFY_FAILED' },
      });
    }
    expect((await call('/staff/pinpad/charge', charge(card, 100), token)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'PIN_LOCKED' },
    });
    expect((await cardLedger(t.db, card.cardId)).balance).toBe(5000);
    // The count is the card's, in the database: another staff member's kiosk sees the same lock.
    const other = await staff('S100');
    expect((await call('/staff/pinpad/charge', charge(card, 100), other)).result).toMatchObject({
      problem: { code: 'PIN_LOCKED' },
    });
    // End the lock as 15 minutes passing would (docs/rules.md#attempt-limits: a lock that ran out starts the count again).
    await t.db.query("UPDATE attempt_limits SET locked_until = '-infinity' WHERE key = $1", [
      `wallet-pin:pinpad:${card.cardId}`,
    ]);
    expect((await call('/staff/pinpad/charge', charge(card, 100), token)).result.rtn).toBe(1);
  });

  it('refuses a short balance, an unknown card, a card without a PIN, a bad amount and a site with the pinpad off, leaving the balance alone', async () => {
    const token = await staff('S400');
    const card = await cardHolder(500);
    expect((await call('/staff/pinpad/charge', charge(card, 501), token)).result).toMatchObject({
      problem: { code: 'WALLET_INSUFFICIENT_BALANCE' },
    });
    expect(
      (await call('/staff/pinpad/charge', { ...charge(card, 100), value: '6035000000000000' }, token)).result,
    ).toMatchObject({ problem: { code: 'WALLET_CARD_NOT_FOUND' } });
    expect(
      (await call('/staff/pinpad/charge', { ...charge(card, 100), shop: 'plain-north' }, token)).result,
    ).toMatchObject({ problem: { code: 'PINPAD_OFF' } });
    expect((await raw('plainco', '/staff/pinpad/charge', charge(card, 0), token)).statusCode).toBe(400);
    expect((await raw('plainco', '/staff/pinpad/charge', charge(card, 100_001), token)).statusCode).toBe(400);
    const noPin = await cardHolder(500);
    await t.db.query('UPDATE wallet_cards SET pin_hash = NULL WHERE id = $1', [noPin.cardId]);
    expect((await call('/staff/pinpad/charge', charge(noPin, 100), token)).result).toMatchObject({
      problem: { code: 'WALLET_PIN_NOT_SET' },
    });
    expect((await cardLedger(t.db, card.cardId)).balance).toBe(500);
  });

  it('is idempotent: a retry with the same key answers the first charge and takes nothing more; other details with it are refused', async () => {
    const token = await staff('S400');
    const card = await cardHolder(2000);
    const body = charge(card, 600);
    const first = await call<{ receipt: Receipt }>('/staff/pinpad/charge', body, token);
    const again = await call<{ receipt: Receipt }>('/staff/pinpad/charge', body, token);
    expect(again.result.receipt).toEqual(first.result.receipt);
    expect((await call('/staff/pinpad/charge', { ...body, amount: 700 }, token)).result).toMatchObject({
      problem: { code: 'IDEMPOTENCY_CONFLICT' },
    });
    expect((await cardLedger(t.db, card.cardId)).balance).toBe(1400);
  });

  it('two kiosks charging one balance at once never overdraw it; the history sums to the balance', async () => {
    const [a, b] = [await staff('S400'), await staff('S100')];
    // Rounds of two racing charges (each round a fresh card: every charge counts one PIN try).
    for (let round = 0; round < (driver.name === 'postgres' ? 8 : 3); round += 1) {
      const card = await cardHolder(1000);
      const answers = await Promise.all(
        [a, b].map((token) => call<{ receipt: Receipt }>('/staff/pinpad/charge', charge(card, 600), token)),
      );
      expect(answers.filter((x) => x.result.rtn === 1)).toHaveLength(1);
      expect(
        answers.filter(
          (x) => (x.result as { problem?: { code: string } }).problem?.code === 'WALLET_INSUFFICIENT_BALANCE',
        ),
      ).toHaveLength(1);
      expect(await cardLedger(t.db, card.cardId)).toMatchObject({ balance: 400, history: { balance: 400 } });
    }
  });

  it("leaving kiosk mode needs the staff member's own PIN, with the staff PIN's lockout", async () => {
    const token = await staff('S400');
    expect((await call('/staff/pinpad/exit', { pin: '1111' }, token)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'STAFF_PIN_WRONG', params: { triesLeft: STAFF_MAX_WRONG_PINS - 1 } },
    });
    expect((await call('/staff/pinpad/exit', { pin: 'abc' }, token)).result).toMatchObject({
      problem: { code: 'STAFF_PIN_FORMAT' },
    });
    expect((await call('/staff/pinpad/exit', { pin: CASHIER_PIN }, token)).result.rtn).toBe(1);
  });

  it('every pinpad call refuses a customer token and a staff token without the role (403), and no token (401)', async () => {
    const card = await cardHolder(1000);
    const calls = [
      { path: '/staff/pinpad/charge', body: charge(card, 100) },
      { path: '/staff/pinpad/exit', body: { pin: CASHIER_PIN } },
      { path: '/staff/pinpad/kiosk', body: { shop: 'plain-central' } },
    ];
    const counter = await staff('S200'); // counter: no pinpad
    for (const c of calls) {
      expect((await raw('plainco', c.path, c.body, card.token)).statusCode, c.path).toBe(403);
      expect((await raw('plainco', c.path, c.body, counter)).statusCode, c.path).toBe(403);
      expect((await raw('plainco', c.path, c.body)).statusCode, c.path).toBe(401);
    }
    expect((await cardLedger(t.db, card.cardId)).balance).toBe(1000);
  });

  it("another tenant's staff see nothing: their token is nobody's here, and this tenant's cards are not found there", async () => {
    const card = await cardHolder(1000);
    const foreign = await staff('S400', 'basco');
    expect((await raw('plainco', '/staff/pinpad/charge', charge(card, 100), foreign)).statusCode).toBe(401);
    const there = await raw('basco', '/staff/pinpad/charge', { ...charge(card, 100), shop: 'base-central' }, foreign);
    expect(there.statusCode).toBe(200);
    expect(there.json<Envelope>().result).toMatchObject({ rtn: 0 });
    expect((await cardLedger(t.db, card.cardId)).balance).toBe(1000);
  });
  /** Every staff and admin call the API describes (the OpenAPI document the routes build), with a path to send it to. */
  function staffAndAdminCalls(): Array<{ method: string; path: string; url: string }> {
    const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      /^\/cloud\/\{tenant\}\/(staff|admin)\//.test(path)
        ? Object.keys(methods).map((method) => ({
            method: method.toUpperCase(),
            path: path.replace('/cloud/{tenant}', ''),
            url: path.replace('{tenant}', 'plainco').replace(/\{[^}]+\}/g, 'x'),
          }))
        : [],
    );
  }
  /** The calls a session in kiosk mode may still make (docs/staff.md#kiosk-server); signIn needs no session. */
  const KIOSK_CALLS = [
    '/staff/signIn',
    '/staff/unlock',
    '/staff/lock',
    '/staff/logout',
    '/staff/pinpad/charge',
    '/staff/pinpad/receiptSms',
    '/staff/pinpad/exit',
    '/staff/pinpad/kiosk',
  ];
  const kioskSince = async (token: string) => {
    const rows = await t.db.query<{ kiosk: Date | null }>(
      'SELECT kiosk_since AS kiosk FROM staff_sessions WHERE token_hash = $1',
      [secureTokenHash(token)],
    );
    return rows[0]?.kiosk ?? null;
  };

  it("a session in kiosk mode is refused every staff and admin call but the pinpad's, until the staff PIN ends it", async () => {
    // The admin flag opens every function and admin call: only kiosk mode can be what refuses them.
    const token = await staff('S100');
    const card = await cardHolder(3000);
    expect((await call('/staff/me', {}, token)).result.rtn).toBe(1);
    expect((await call('/staff/pinpad/kiosk', { shop: 'plain-central' }, token)).result.rtn).toBe(1);
    expect(await kioskSince(token)).not.toBeNull();

    const refusedCalls = staffAndAdminCalls().filter((c) => !KIOSK_CALLS.includes(c.path));
    // The document lists the calls this test must reach (a smaller list would mean it lost some).
    expect(refusedCalls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/staff/me',
        '/staff/member/find',
        '/staff/member/register',
        '/staff/member/assess',
        '/staff/singlePayRequest',
        '/staff/singlePayStatus',
        '/admin/me',
        '/admin/members',
        '/admin/actions',
        '/admin/content/{type}',
      ]),
    );
    for (const c of refusedCalls) {
      const res = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: { authorization: `Bearer ${token}` },
        ...(c.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${c.method} ${c.path}: ${res.body}`).toBe(403);
      expect(res.json<Envelope>().result, `${c.method} ${c.path}`).toMatchObject({
        problem: { code: 'STAFF_KIOSK_ON' },
      });
    }
    const refusals = await t.db.query<{ subject: string }>(
      "SELECT subject FROM staff_actions WHERE action = 'refused_kiosk' AND staff_id = (SELECT staff_id FROM staff_sessions WHERE token_hash = $1)",
      [secureTokenHash(token)],
    );
    expect(refusals.length).toBeGreaterThanOrEqual(refusedCalls.length);

    // The pinpad still charges, and asking for the kiosk again changes nothing.
    const since = await kioskSince(token);
    expect((await call('/staff/pinpad/kiosk', { shop: 'plain-central' }, token)).result.rtn).toBe(1);
    expect(await kioskSince(token)).toEqual(since);
    expect(
      (await call<{ receipt: Receipt }>('/staff/pinpad/charge', charge(card, 1250), token)).result.receipt,
    ).toMatchObject({ balance: 1750 });

    // A wrong staff PIN leaves the kiosk as it is; the right one ends it.
    expect((await call('/staff/pinpad/exit', { pin: '9999' }, token)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'STAFF_PIN_WRONG' },
    });
    expect((await raw('plainco', '/staff/me', {}, token)).statusCode).toBe(403);
    // The admin's own PIN (S100 runs this kiosk).
    expect((await call('/staff/pinpad/exit', { pin: demoStaffMember('S100').pin }, token)).result.rtn).toBe(1);
    expect(await kioskSince(token)).toBeNull();
    expect((await call('/staff/me', {}, token)).result.rtn).toBe(1);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/cloud/plainco/admin/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
    const log = await t.db.query<{ action: string }>(
      "SELECT action FROM staff_actions WHERE action IN ('pinpad_kiosk_start', 'pinpad_exit', 'pinpad_exit_refused') AND staff_id = (SELECT id FROM staff_members WHERE tenant_id = 'plainco' AND staff_code = 'S100') ORDER BY id DESC LIMIT 4",
    );
    expect(log.map((r) => r.action)).toEqual([
      'pinpad_exit',
      'pinpad_exit_refused',
      'pinpad_kiosk_start',
      'pinpad_kiosk_start',
    ]);
  });

  it('only staff whose roles open the pinpad start a kiosk (403 and logged for the counter role); not where the pinpad is off, nor on a locked session', async () => {
    const counter = await staff('S200');
    const refused = await raw('plainco', '/staff/pinpad/kiosk', { shop: 'plain-central' }, counter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Envelope>().result).toMatchObject({ problem: { code: 'NO_PERMISSION' } });
    expect(await kioskSince(counter)).toBeNull();
    // Still a counter session: its own functions work.
    expect((await call('/staff/member/find', { by: 'phone', value: '+61400000000' }, counter)).success).toBe(true);
    const log = await t.db.query<{ subject: string }>(
      "SELECT subject FROM staff_actions WHERE action = 'refused_no_role' AND staff_id = (SELECT id FROM staff_members WHERE tenant_id = 'plainco' AND staff_code = 'S200') ORDER BY id DESC LIMIT 1",
    );
    expect(log[0]?.subject).toBe('pinpad');

    const cashier = await staff('S400');
    expect((await call('/staff/pinpad/kiosk', { shop: 'plain-north' }, cashier)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'PINPAD_OFF' },
    });
    expect(await kioskSince(cashier)).toBeNull();
    expect((await call('/staff/lock', {}, cashier)).result.rtn).toBe(1);
    const locked = await raw('plainco', '/staff/pinpad/kiosk', { shop: 'plain-central' }, cashier);
    expect(locked.statusCode).toBe(403);
    expect(locked.json<Envelope>().result).toMatchObject({ problem: { code: 'STAFF_PIN_NEEDED' } });
    expect(await kioskSince(cashier)).toBeNull();
  });

  type Refund = { chargeId: string; amount: number; balance: number; cardNumber: string; refundedAt: number };
  type Listed = { chargeId: string; amount: number; staffCode: string; refundedAt?: number };
  const refundOf = (chargeId: string, idempotencyKey = key()) => ({ shop: 'plain-central', chargeId, idempotencyKey });

  it('a manager refunds a charge back to its card, once; a retry answers the first refund; a cashier may not refund', async () => {
    const cashier = await staff('S400');
    const manager = await staff('S800');
    const card = await cardHolder(3000);
    const charged = await call<{ receipt: Receipt }>('/staff/pinpad/charge', charge(card, 1250), cashier);
    const chargeId = charged.result.receipt.chargeId;
    expect((await cardLedger(t.db, card.cardId)).balance).toBe(1750);

    // The role check is the server's: the cashier's refund and list are refused (403) and logged.
    expect((await raw('plainco', '/staff/pinpad/refund', refundOf(chargeId), cashier)).statusCode).toBe(403);
    expect((await raw('plainco', '/staff/pinpad/charges', { shop: 'plain-central' }, cashier)).statusCode).toBe(403);

    const listed = await call<{ charges: Listed[] }>('/staff/pinpad/charges', { shop: 'plain-central' }, manager);
    expect(listed.result.charges.find((c) => c.chargeId === chargeId)).toMatchObject({
      amount: 1250,
      staffCode: 'S400',
    });
    expect(listed.result.charges.find((c) => c.chargeId === chargeId)?.refundedAt).toBeUndefined();

    const body = refundOf(chargeId);
    const refund = await call<{ refund: Refund }>('/staff/pinpad/refund', body, manager);
    expect(refund.result.refund).toMatchObject({ chargeId, amount: 1250, balance: 3000 });
    expect(refund.result.refund.cardNumber).toMatch(/\*/);
    // The same key again: the first refund's answer, nothing more given back.
    expect((await call<{ refund: Refund }>('/staff/pinpad/refund', body, manager)).result).toEqual(refund.result);
    // Another key: refused, the charge was refunded already.
    expect((await call('/staff/pinpad/refund', refundOf(chargeId), manager)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'PINPAD_ALREADY_REFUNDED' },
    });
    expect(await cardLedger(t.db, card.cardId)).toMatchObject({ balance: 3000, history: { balance: 3000 } });
    const history = await t.db.query<{ action: string; valueAdd: number }>(
      `SELECT action, value_add AS "valueAdd" FROM wallet_history WHERE card_id = $1 AND entry_key = $2`,
      [card.cardId, `pinpad-refund:${chargeId}`],
    );
    expect(history).toEqual([{ action: 'refund', valueAdd: 1250 }]);
    const after = await call<{ charges: Listed[] }>('/staff/pinpad/charges', { shop: 'plain-central' }, manager);
    expect(after.result.charges.find((c) => c.chargeId === chargeId)?.refundedAt).toEqual(expect.any(Number));

    // A charge of another site, and no charge at all: not found.
    expect((await call('/staff/pinpad/refund', refundOf(randomUUID()), manager)).result).toMatchObject({
      problem: { code: 'PINPAD_CHARGE_NOT_FOUND' },
    });
    const other = await call<{ receipt: Receipt }>('/staff/pinpad/charge', charge(card, 100), cashier);
    expect(
      (await call('/staff/pinpad/refund', { ...refundOf(other.result.receipt.chargeId), shop: 'plain-north' }, manager))
        .result,
    ).toMatchObject({ problem: { code: 'PINPAD_OFF' } });
    // Not a charge id at all: refused before the body is used.
    expect((await raw('plainco', '/staff/pinpad/refund', refundOf('not-a-charge'), manager)).statusCode).toBe(400);
    const log = await t.db.query<{ action: string }>(
      "SELECT action FROM staff_actions WHERE tenant_id = 'plainco' AND subject = $1 ORDER BY at",
      [chargeId],
    );
    expect(log.map((row) => row.action)).toEqual(expect.arrayContaining(['pinpad_refund', 'pinpad_refund_refused']));
  });

  it('a hundred refunds of one charge at once: exactly one gives the money back', async () => {
    const cashier = await staff('S400');
    const managers = [await staff('S800'), await staff('S100')];
    const card = await cardHolder(5000);
    const charged = await call<{ receipt: Receipt }>('/staff/pinpad/charge', charge(card, 2000), cashier);
    const chargeId = charged.result.receipt.chargeId;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call<{ refund: Refund }>('/staff/pinpad/refund', refundOf(chargeId), managers[i % 2]),
      ),
    );
    expect(answers.filter((a) => a.result.rtn === 1)).toHaveLength(1);
    expect(
      answers.filter((a) => (a.result as { problem?: { code: string } }).problem?.code === 'PINPAD_ALREADY_REFUNDED'),
    ).toHaveLength(99);
    expect(await cardLedger(t.db, card.cardId)).toMatchObject({ balance: 5000, history: { balance: 5000 } });
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pinpad_refunds WHERE charge_id = $1', [
      chargeId,
    ]);
    expect(rows[0]?.n).toBe(1);
  }, 120_000);

  it('a session in kiosk mode cannot refund', async () => {
    const manager = await staff('S800');
    expect((await call('/staff/pinpad/kiosk', { shop: 'plain-central' }, manager)).result.rtn).toBe(1);
    expect((await raw('plainco', '/staff/pinpad/charges', { shop: 'plain-central' }, manager)).statusCode).toBe(403);
    expect((await raw('plainco', '/staff/pinpad/refund', refundOf(randomUUID()), manager)).statusCode).toBe(403);
  });

  it('a kiosk left another way (the session locked) opens only with the staff PIN, which ends the kiosk; logout ends the session', async () => {
    const token = await staff('S400');
    expect((await call('/staff/pinpad/kiosk', { shop: 'plain-central' }, token)).result.rtn).toBe(1);
    expect((await call('/staff/lock', {}, token)).result.rtn).toBe(1);
    expect(
      (await raw('plainco', '/staff/pinpad/charge', charge({ cardNumber: '6035000000000000' }, 100), token)).statusCode,
    ).toBe(403);
    expect((await call('/staff/unlock', { pin: '9999' }, token)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'STAFF_PIN_WRONG' },
    });
    expect(await kioskSince(token)).not.toBeNull();
    expect((await call('/staff/unlock', { pin: CASHIER_PIN }, token)).result.rtn).toBe(1);
    expect(await kioskSince(token)).toBeNull();
    expect((await call('/staff/me', {}, token)).result.rtn).toBe(1);

    expect((await call('/staff/pinpad/kiosk', { shop: 'plain-central' }, token)).result.rtn).toBe(1);
    expect((await call('/staff/logout', {}, token)).result.rtn).toBe(1);
    expect((await raw('plainco', '/staff/pinpad/exit', { pin: CASHIER_PIN }, token)).statusCode).toBe(401);
  });
});
