import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SmsContext, SmsProvider } from '../../server/services/sms/sms-provider';
import { AccountClient, freshAddress, freshPhone } from './support/account-kit';
import { startTestApp } from './support/app-harness';
import { startAccountSuite, type AccountSuite } from './support/account-suite';
import { describeOnDrivers } from './support/describe-on-drivers';

const WRONG = 'Wrong verification code';

describeOnDrivers('SMS verification codes', (driver) => {
  let s: AccountSuite;
  beforeAll(async () => {
    s = await startAccountSuite(driver);
  });
  afterAll(async () => {
    await s?.close();
  });

  const check = (c: AccountClient, phone: string, code: string, purpose = 'signup') =>
    c.call('/account/checkUserIdentifyCode', { phone, purpose, code });
  const otherThan = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('refuses a wrong code, says how many tries are left, and then accepts the right one', async () => {
    const c = s.client();
    const { typed } = freshPhone();
    const code = await c.codeFor(typed, 'signup');
    expect(await check(c, typed, otherThan(code))).toEqual({
      success: true,
      result: { rtn: 0, dispMsg: WRONG, problem: { code: 'WRONG_CODE', params: { attemptsLeft: 4 } }, attemptsLeft: 4 },
    });
    expect((await check(c, typed, code)).result.rtn).toBe(1);
  });

  it('kills a code after 5 wrong tries: the sixth try fails even with the right code', async () => {
    const c = s.client('aesco');
    const { typed } = freshPhone();
    const code = await c.codeFor(typed, 'signup');
    const left: unknown[] = [];
    for (let i = 0; i < 5; i += 1) left.push((await check(c, typed, otherThan(code))).result);
    expect(left).toEqual(
      [4, 3, 2, 1, 0].map((attemptsLeft) => ({
        rtn: 0,
        dispMsg: WRONG,
        problem: { code: 'WRONG_CODE', params: { attemptsLeft } },
        attemptsLeft,
      })),
    );
    expect((await check(c, typed, code)).result).toEqual({
      rtn: 0,
      dispMsg: 'Too many wrong tries, please request a new code',
      problem: { code: 'TOO_MANY_WRONG_TRIES', params: {} },
    });
    // A new code starts afresh.
    s.clock.advanceSeconds(120);
    const fresh = await c.codeFor(typed, 'signup');
    expect((await check(c, typed, fresh)).result.rtn).toBe(1);
  });

  it('expires a code after 5 minutes', async () => {
    const c = s.client();
    const early = freshPhone();
    const late = freshPhone();
    const earlyCode = await c.codeFor(early.typed, 'signup');
    const lateCode = await c.codeFor(late.typed, 'signup');
    s.clock.advanceSeconds(299);
    expect((await check(c, early.typed, earlyCode)).result.rtn).toBe(1);
    s.clock.advanceSeconds(1);
    expect((await check(c, late.typed, lateCode)).result).toEqual({
      rtn: 0,
      dispMsg: 'The verification code has expired, please request a new one',
      problem: { code: 'CODE_EXPIRED', params: {} },
    });
  });

  it('uses a code once, for the phone and purpose it was sent for', async () => {
    const c = s.client();
    const { typed } = freshPhone();
    const code = await c.codeFor(typed, 'signup');
    expect((await check(c, freshPhone().typed, code)).result).toEqual({
      rtn: 0,
      dispMsg: 'No code was requested for this number',
      problem: { code: 'NO_CODE_REQUESTED', params: {} },
    });
    expect((await check(c, typed, code, 'reset')).result).toEqual({
      rtn: 0,
      dispMsg: 'No code was requested for this number',
      problem: { code: 'NO_CODE_REQUESTED', params: {} },
    });
    expect(
      (await s.client('basco').call('/account/checkUserIdentifyCode', { phone: typed, purpose: 'signup', code }))
        .result,
    ).toEqual({
      rtn: 0,
      dispMsg: 'No code was requested for this number',
      problem: { code: 'NO_CODE_REQUESTED', params: {} },
    });
    expect((await check(c, typed, code)).result.rtn).toBe(1);
    expect((await check(c, typed, code)).result).toEqual({
      rtn: 0,
      dispMsg: 'The verification code has expired, please request a new one',
      problem: { code: 'CODE_EXPIRED', params: {} },
    });
  });

  it('replaces the previous code when a new one is sent', async () => {
    const c = s.client();
    const { typed } = freshPhone();
    const first = await c.codeFor(typed, 'signup');
    s.clock.advanceSeconds(120);
    let second = await c.codeFor(typed, 'signup');
    for (let i = 0; second === first && i < 5; i += 1) {
      // 1 in 10 000: the new code happened to equal the old one; draw again.
      s.clock.advanceSeconds(120);
      second = await c.codeFor(typed, 'signup');
    }
    expect((await check(c, typed, first)).result).toMatchObject({
      rtn: 0,
      dispMsg: WRONG,
      problem: { code: 'WRONG_CODE' },
    });
    expect((await check(c, typed, second)).result.rtn).toBe(1);
  });

  it('lets only one of two concurrent right tries through', async () => {
    const c = s.client();
    const { typed } = freshPhone();
    const code = await c.codeFor(typed, 'signup');
    const answers = await Promise.all([check(c, typed, code), check(c, typed, code), check(c, typed, code)]);
    expect(answers.filter((a) => a.result.rtn === 1)).toHaveLength(1);
  });

  it('refuses another code for the same phone within 120 seconds, saying how long to wait', async () => {
    const c = s.client();
    const { typed, e164 } = freshPhone();
    await c.codeFor(typed, 'signup');
    s.clock.advanceSeconds(30);
    expect(await c.call('/account/getUserIdentifyCode', { phone: e164, purpose: 'signup' })).toEqual({
      success: true,
      result: {
        rtn: 0,
        dispMsg: 'Please wait 90 seconds before requesting another code',
        problem: { code: 'WAIT_BEFORE_RESEND', params: { seconds: 90 } },
        retryAfterSeconds: 90,
      },
    });
    // Another purpose, another client, the shop base: still the same phone.
    const elsewhere = s.client('plainco', freshAddress());
    expect(
      (await elsewhere.call('/account/getUserIdentifyCode', { phone: typed, purpose: 'reset' })).result,
    ).toMatchObject({ rtn: 0, retryAfterSeconds: 90 });
    const viaShop = await elsewhere.raw(
      '/sms/getUserIdentifyCode',
      { phone: typed, purpose: 'signup' },
      undefined,
      '/s/plain-central/api',
    );
    expect(viaShop.json()).toMatchObject({ result: { rtn: 0, retryAfterSeconds: 90 } });
    s.clock.advanceSeconds(89.5);
    expect((await c.call('/account/getUserIdentifyCode', { phone: typed, purpose: 'signup' })).result).toMatchObject({
      rtn: 0,
      retryAfterSeconds: 1,
    });
    s.clock.advanceSeconds(0.5);
    expect((await c.call('/account/getUserIdentifyCode', { phone: typed, purpose: 'signup' })).result.rtn).toBe(1);
  });

  it('sends one code when several requests for a phone arrive together', async () => {
    const c = s.client();
    const { typed } = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => c.call('/account/getUserIdentifyCode', { phone: typed, purpose: 'signup' })),
    );
    expect(answers.filter((a) => a.result.rtn === 1)).toHaveLength(1);
  });

  it('allows 10 codes per phone per day', async () => {
    const c = s.client('basco');
    const { typed } = freshPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await c.call('/account/getUserIdentifyCode', { phone: typed, purpose: 'signup' })).result.rtn).toBe(1);
      s.clock.advanceSeconds(121);
    }
    const capped = {
      success: true,
      result: {
        rtn: 0,
        dispMsg: 'Too many codes requested today, please try again tomorrow',
        problem: { code: 'SMS_DAILY_LIMIT', params: {} },
      },
    };
    expect(await c.call('/account/getUserIdentifyCode', { phone: typed, purpose: 'signup' })).toEqual(capped);
    expect(
      await s.client('basco', freshAddress()).call('/account/getUserIdentifyCode', { phone: typed, purpose: 'reset' }),
    ).toEqual(capped);
    // The cap is per tenant: the same phone can still get a code from another brand.
    expect(
      (await s.client('paramco').call('/account/getUserIdentifyCode', { phone: typed, purpose: 'signup' })).result.rtn,
    ).toBe(1);
    s.clock.advanceSeconds(24 * 60 * 60);
    expect((await c.call('/account/getUserIdentifyCode', { phone: typed, purpose: 'signup' })).result.rtn).toBe(1);
  });

  it('allows 50 codes per client address per day, without counting a refused one for the phone', async () => {
    const c = s.client('paramco');
    for (let i = 0; i < 50; i += 1) {
      expect(
        (await c.call('/account/getUserIdentifyCode', { phone: freshPhone().typed, purpose: 'signup' })).result.rtn,
      ).toBe(1);
    }
    const last = freshPhone();
    expect((await c.call('/account/getUserIdentifyCode', { phone: last.typed, purpose: 'signup' })).result).toEqual({
      rtn: 0,
      dispMsg: 'Too many codes requested today, please try again tomorrow',
      problem: { code: 'SMS_DAILY_LIMIT', params: {} },
    });
    // No 120 s wait: the refused request did not count as a send to this phone.
    expect(
      (
        await s
          .client('paramco', freshAddress())
          .call('/account/getUserIdentifyCode', { phone: last.typed, purpose: 'signup' })
      ).result.rtn,
    ).toBe(1);
  });

  it('serves the last code of a phone in the sandbox, and 404 otherwise', async () => {
    const c = s.client();
    const { typed, e164 } = freshPhone();
    const none = await s.t.app.inject(`/sandbox-api/sms/last?tenant=plainco&phone=${encodeURIComponent(e164)}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'not-found' });
    const code = await c.codeFor(typed, 'signup');
    const last = await s.t.app.inject(`/sandbox-api/sms/last?tenant=plainco&phone=${encodeURIComponent(typed)}`);
    expect(last.headers['cache-control']).toBe('no-store');
    expect(last.json()).toEqual({
      phone: e164,
      code,
      purpose: 'signup',
      sentAt: Math.floor(s.clock.now().getTime() / 1000),
    });
    expect((await s.t.app.inject(`/sandbox-api/sms/last?tenant=nobody&phone=${e164}`)).json()).toEqual({
      error: 'tenant-not-found',
    });
    expect((await s.t.app.inject('/sandbox-api/sms/last?tenant=plainco')).statusCode).toBe(400);
    const outbox = await s.db.query<{ body: string }>('SELECT body FROM sms_outbox WHERE phone = $1', [e164]);
    expect(outbox.map((m) => m.body)).toEqual([
      `${code} is your plainco parking verification code. It expires in 5 minutes. Never share it.`,
    ]);
  });

  it('has no sandbox endpoint unless it is switched on, nor with a real provider', async () => {
    const sent: Array<{ to: string; text: string; context: SmsContext }> = [];
    const provider: SmsProvider = {
      isSandboxOutbox: false,
      send: async (to, text, context) => {
        sent.push({ to, text, context });
      },
    };
    const off = await startTestApp({ db: s.db, accounts: { now: s.clock.now } });
    const real = await startTestApp({
      db: s.db,
      accounts: { now: s.clock.now, smsProvider: provider, smsSandbox: true },
    });
    try {
      for (const app of [off.app, real.app]) {
        const res = await app.inject('/sandbox-api/sms/last?tenant=plainco&phone=0412345678');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'not-found' });
      }
      const { typed, e164 } = freshPhone();
      const c = new AccountClient(real.app, { tenant: 'plainco', mode: 'plain' });
      expect((await c.call('/account/getUserIdentifyCode', { phone: typed, purpose: 'signup' })).result.rtn).toBe(1);
      expect(sent).toEqual([
        {
          to: e164,
          text: expect.stringMatching(/^[0-9]{4} is your plainco parking verification code/),
          context: { tenantId: 'plainco', purpose: 'signup' },
        },
      ]);
      expect(await s.db.query('SELECT id FROM sms_outbox WHERE phone = $1', [e164])).toEqual([]);
    } finally {
      await off.close();
      await real.close();
    }
  });

  it('says so when the SMS provider fails', async () => {
    const failing = await startTestApp({
      db: s.db,
      accounts: {
        now: s.clock.now,
        smsProvider: { isSandboxOutbox: false, send: () => Promise.reject(new Error('gateway down')) },
      },
    });
    try {
      const c = new AccountClient(failing.app, { tenant: 'plainco', mode: 'plain' });
      expect(
        (await c.call('/account/getUserIdentifyCode', { phone: freshPhone().typed, purpose: 'signup' })).result,
      ).toEqual({
        rtn: 0,
        dispMsg: 'Failed to send the PIN',
        problem: { code: 'PIN_SEND_FAILED', params: {} },
      });
    } finally {
      await failing.close();
    }
  });

  it('keeps one code secret per database across app restarts', async () => {
    const c = s.client();
    const { typed } = freshPhone();
    const code = await c.codeFor(typed, 'signup');
    const restarted = await startTestApp({ db: s.db, accounts: { now: s.clock.now, smsSandbox: true } });
    try {
      const again = new AccountClient(restarted.app, { tenant: 'plainco', mode: 'plain' });
      expect(
        (await again.call('/account/checkUserIdentifyCode', { phone: typed, purpose: 'signup', code })).result.rtn,
      ).toBe(1);
    } finally {
      await restarted.close();
    }
    const secrets = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_secrets');
    expect(secrets[0]?.n).toBe(1);
  });

  it('refuses a code that is not 4 digits with HTTP 400 naming the field', async () => {
    const res = await s
      .client()
      .raw('/account/checkUserIdentifyCode', { phone: '0412 345 678', purpose: 'signup', code: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      result: {
        rtn: -1,
        dispMsg: 'code: must match pattern "^[0-9]{4}$"',
        problem: { code: 'INVALID_FIELD', params: {} },
      },
    });
    const purpose = await s
      .client()
      .raw('/account/getUserIdentifyCode', { phone: '0412 345 678', purpose: 'register' });
    expect(purpose.json()).toEqual({
      success: false,
      result: {
        rtn: -1,
        dispMsg: 'purpose: must be one of "signup", "login", "reset"',
        problem: { code: 'INVALID_FIELD', params: {} },
      },
    });
  });
});
