/**
 * The pinpad kiosk on the server (docs/staff.md#pinpad): a customer pays the amount staff entered
 * from their stored-value card with its wallet PIN; a wrong PIN is refused and the card's tries run
 * out (counted in the database per card); the charge is idempotent and never overdraws, also when
 * charges race on PostgreSQL; leaving kiosk mode needs the staff member's PIN; only staff whose
 * roles open the pinpad may call it (a customer token and a staff token without the role get 403),
 * and another tenant's staff see nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { applyCardChange, setCardPinHash } from '../../server/db/repositories/wallet-repository';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_PIN } from '../../server/services/staff/demo-staff';
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
      tenant.id === 'plainco' ? { ...tenant, wallet: PARKCO_WALLET, sites: tenant.sites.map((s) => (s.shopCode === 'plain-north' ? { ...s, pinpad: 0 as const } : s)) as Tenant['sites'] } : tenant,
    );
    t = await startTestApp({ db, tenants, accounts: { now: clock.now, smsSandbox: true }, parking: { now: clock.now }, demoStaff: true });
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
    const signIn = (await raw(tenant, '/staff/signIn', { login, password: DEMO_STAFF_PASSWORD })).json<Envelope<{ token: string }>>();
    const token = signIn.result.token;
    expect((await raw(tenant, '/staff/unlock', { pin: DEMO_STAFF_PIN }, token)).json<Envelope>().result.rtn).toBe(1);
    return token;
  }
  /** A customer of plainco holding a stored-value card with PIN and balance. */
  async function cardHolder(balance: number): Promise<{ token: string; cardId: string; cardNumber: string; qr: string }> {
    const client = new AccountClient(t.app, { tenant: 'plainco', mode: 'plain' });
    const phone = freshPhone();
    const token = await client.signUp(phone.typed);
    const rows = await t.db.query<{ id: string }>("SELECT id FROM accounts WHERE tenant_id = 'plainco' AND phone = $1", [phone.e164]);
    const accountId = rows[0]?.id ?? '';
    const now = clock.now();
    const issued = await t.db.transaction((tx) => issueWalletCard(tx, { tenant: { id: 'plainco', wallet: PARKCO_WALLET }, accountId, programmeCode: 'PK-VALUE', via: 'counter', now }));
    if (!issued) throw new Error('no card');
    await setCardPinHash(t.db, issued.card.id, await hashWalletPin(PIN), now);
    if (balance > 0) await t.db.transaction((tx) => applyCardChange(tx, { cardId: issued.card.id, action: 'top_up', valueAdd: balance, pointAdd: 0, siteId: '', shopName: 'test', reason: 'seed', entryKey: `seed:${randomUUID()}`, now }));
    return { token, cardId: issued.card.id, cardNumber: issued.card.cardNumber, qr: issued.card.qrPayload };
  }
  const charge = (card: { cardNumber: string }, amount: number, pin = PIN, idempotencyKey = key()) => ({ shop: 'plain-central', amount, by: 'card', value: card.cardNumber, pin, idempotencyKey });

  it('charges the card the amount staff entered after the right wallet PIN, by card number or QR member code', async () => {
    const token = await staff('S400');
    const card = await cardHolder(5000);
    const paid = await call<{ receipt: Receipt }>('/staff/pinpad/charge', charge(card, 1250), token);
    expect(paid.result.rtn, JSON.stringify(paid)).toBe(1);
    expect(paid.result.receipt).toMatchObject({ amount: 1250, balance: 3750 });
    expect(paid.result.receipt.cardNumber).toMatch(/^\d{4}\*+\d{3}$/);
    const byQr = await call<{ receipt: Receipt }>('/staff/pinpad/charge', { ...charge(card, 750), by: 'qr', value: card.qr }, token);
    expect(byQr.result.receipt.balance).toBe(3000);
    expect(await cardLedger(t.db, card.cardId)).toMatchObject({ balance: 3000, history: { balance: 3000 } });
    const log = await t.db.query<{ action: string }>("SELECT action FROM staff_actions WHERE subject = $1 ORDER BY id", [card.cardId]);
    expect(log.map((r) => r.action)).toEqual(['pinpad_charge', 'pinpad_charge']);
  });

  it('refuses a wrong PIN, and locks the card after the limit of tries, even against the right PIN', async () => {
    const token = await staff('S400');
    const card = await cardHolder(5000);
    for (let i = 0; i < WALLET_PIN_MAX_TRIES; i += 1) {
      expect((await call('/staff/pinpad/charge', charge(card, 100, '000000'), token)).result).toMatchObject({ rtn: 0, problem: { code: 'PIN_VERIFY_FAILED' } });
    }
    expect((await call('/staff/pinpad/charge', charge(card, 100), token)).result).toMatchObject({ rtn: 0, problem: { code: 'PIN_LOCKED' } });
    expect((await cardLedger(t.db, card.cardId)).balance).toBe(5000);
    // The count is the card's, in the database: another staff member's kiosk sees the same lock.
    const other = await staff('S100');
    expect((await call('/staff/pinpad/charge', charge(card, 100), other)).result).toMatchObject({ problem: { code: 'PIN_LOCKED' } });
    // The window runs on the database's clock: end it there, as 15 minutes passing would.
    await t.db.query("UPDATE rate_limit_counters SET window_ends_at = clock_timestamp() - interval '1 second' WHERE key = $1", [`wallet-pin:${card.cardId}`]);
    expect((await call('/staff/pinpad/charge', charge(card, 100), token)).result.rtn).toBe(1);
  });

  it('refuses a short balance, an unknown card, a card without a PIN, a bad amount and a site with the pinpad off, leaving the balance alone', async () => {
    const token = await staff('S400');
    const card = await cardHolder(500);
    expect((await call('/staff/pinpad/charge', charge(card, 501), token)).result).toMatchObject({ problem: { code: 'WALLET_INSUFFICIENT_BALANCE' } });
    expect((await call('/staff/pinpad/charge', { ...charge(card, 100), value: '6035000000000000' }, token)).result).toMatchObject({ problem: { code: 'WALLET_CARD_NOT_FOUND' } });
    expect((await call('/staff/pinpad/charge', { ...charge(card, 100), shop: 'plain-north' }, token)).result).toMatchObject({ problem: { code: 'PINPAD_OFF' } });
    expect((await raw('plainco', '/staff/pinpad/charge', charge(card, 0), token)).statusCode).toBe(400);
    expect((await raw('plainco', '/staff/pinpad/charge', charge(card, 100_001), token)).statusCode).toBe(400);
    const noPin = await cardHolder(500);
    await t.db.query('UPDATE wallet_cards SET pin_hash = NULL WHERE id = $1', [noPin.cardId]);
    expect((await call('/staff/pinpad/charge', charge(noPin, 100), token)).result).toMatchObject({ problem: { code: 'WALLET_PIN_NOT_SET' } });
    expect((await cardLedger(t.db, card.cardId)).balance).toBe(500);
  });

  it('is idempotent: a retry with the same key answers the first charge and takes nothing more; other details with it are refused', async () => {
    const token = await staff('S400');
    const card = await cardHolder(2000);
    const body = charge(card, 600);
    const first = await call<{ receipt: Receipt }>('/staff/pinpad/charge', body, token);
    const again = await call<{ receipt: Receipt }>('/staff/pinpad/charge', body, token);
    expect(again.result.receipt).toEqual(first.result.receipt);
    expect((await call('/staff/pinpad/charge', { ...body, amount: 700 }, token)).result).toMatchObject({ problem: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect((await cardLedger(t.db, card.cardId)).balance).toBe(1400);
  });

  it('two kiosks charging one balance at once never overdraw it; the history sums to the balance', async () => {
    const [a, b] = [await staff('S400'), await staff('S100')];
    // Rounds of two racing charges (each round a fresh card: every charge counts one PIN try).
    for (let round = 0; round < (driver.name === 'postgres' ? 8 : 3); round += 1) {
      const card = await cardHolder(1000);
      const answers = await Promise.all([a, b].map((token) => call<{ receipt: Receipt }>('/staff/pinpad/charge', charge(card, 600), token)));
      expect(answers.filter((x) => x.result.rtn === 1)).toHaveLength(1);
      expect(answers.filter((x) => (x.result as { problem?: { code: string } }).problem?.code === 'WALLET_INSUFFICIENT_BALANCE')).toHaveLength(1);
      expect(await cardLedger(t.db, card.cardId)).toMatchObject({ balance: 400, history: { balance: 400 } });
    }
  });

  it("leaving kiosk mode needs the staff member's own PIN, with the staff PIN's lockout", async () => {
    const token = await staff('S400');
    expect((await call('/staff/pinpad/exit', { pin: '1111' }, token)).result).toMatchObject({ rtn: 0, problem: { code: 'STAFF_PIN_WRONG', params: { triesLeft: STAFF_MAX_WRONG_PINS - 1 } } });
    expect((await call('/staff/pinpad/exit', { pin: 'abc' }, token)).result).toMatchObject({ problem: { code: 'STAFF_PIN_FORMAT' } });
    expect((await call('/staff/pinpad/exit', { pin: DEMO_STAFF_PIN }, token)).result.rtn).toBe(1);
  });

  it('every pinpad call refuses a customer token and a staff token without the role (403), and no token (401)', async () => {
    const card = await cardHolder(1000);
    const calls = [
      { path: '/staff/pinpad/charge', body: charge(card, 100) },
      { path: '/staff/pinpad/exit', body: { pin: DEMO_STAFF_PIN } },
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
});
