import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../server/db/repositories/account-repository';
import { freshPhone, MODE_TENANTS, STRONG_PASSWORD } from './support/account-kit';
import { startAccountSuite, type AccountSuite } from './support/account-suite';
import { describeOnDrivers } from './support/describe-on-drivers';

const LOGIN_MISMATCH = {
  success: false,
  result: { rtn: 0, dispMsg: 'User name or password not match', problem: { code: 'LOGIN_MISMATCH', params: {} } },
};

describeOnDrivers('sign-up and sign-in', (driver) => {
  let s: AccountSuite;
  beforeAll(async () => {
    s = await startAccountSuite(driver);
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each(MODE_TENANTS)(
    'signs up end to end and signs in by password and by SMS ($mode envelopes)',
    async ({ tenant }) => {
      const c = s.client(tenant);
      const { typed, e164 } = freshPhone();
      expect(await c.call('/account/chkPhone', { phone: typed })).toEqual({
        success: true,
        result: { rtn: 1, phone: e164, registered: false },
      });

      const sent = await c.call('/account/getUserIdentifyCode', { phone: typed, purpose: 'signup' });
      expect(sent).toEqual({
        success: true,
        result: { rtn: 1, phone: e164, resendAfterSeconds: 120, expiresInSeconds: 300 },
      });
      const code = await c.sandboxCode(typed);
      expect(code).toMatch(/^[0-9]{4}$/);
      const checked = await c.call<{ verificationToken: string }>('/account/checkUserIdentifyCode', {
        phone: typed,
        purpose: 'signup',
        code,
      });
      expect(checked.success).toBe(true);
      expect(checked.result.rtn).toBe(1);

      const registered = await c.call<{ userId: string }>('/account/register', {
        verificationToken: checked.result.verificationToken,
        password: STRONG_PASSWORD,
        firstName: ' Grace ',
        lastName: 'Hopper',
        email: 'grace@example.com',
        licensePlate: 'ABC123',
        birthday: '1990-12-09',
        acceptTerms: true,
      });
      expect(registered.success).toBe(true);
      expect(registered.result.rtn).toBe(1);
      const signUpToken = registered.result.userId;
      expect(signUpToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const detail = await c.call<{ profile: Record<string, string> }>('/account/detail', {}, signUpToken);
      expect(detail.result.profile).toEqual({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        address: '',
        phone: e164,
        city: '',
        state: '',
        postcode: '',
        country: '',
        licensePlate: 'ABC123',
        birthday: '1990-12-09',
      });
      expect((await c.call('/account/chkPhone', { phone: e164 })).result).toMatchObject({ registered: true });

      const byPassword = await c.signIn(typed);
      expect(byPassword.success).toBe(true);
      expect(byPassword.result.rtn).toBe(1);
      expect(byPassword.result.userId).not.toBe(signUpToken);

      const info = await c.call<{ userId: string; firstName: string; userStatus: number }>('/account/userInfo', {
        userId: byPassword.result.userId,
        deviceId: '',
        newVersion: 'V3.9.5',
      });
      expect(info.success).toBe(true);
      expect(info.result).toMatchObject({ rtn: 1, firstName: 'Grace', userStatus: 1 });
      expect(info.result.userId).toMatch(/^[0-9a-f-]{36}$/);

      s.clock.advanceSeconds(121);
      const loginCode = await c.codeFor(typed, 'login');
      const bySms = await c.call<{ userId: string }>('/account/loginbysms', { phone: typed, code: loginCode });
      expect(bySms.result.rtn).toBe(1);
      expect(new Set([signUpToken, byPassword.result.userId, bySms.result.userId]).size).toBe(3);
      expect((await c.call('/account/detail', {}, bySms.result.userId)).result.rtn).toBe(1);
    },
  );

  it('sends codes through the shop base for the shop tenant too', async () => {
    const c = s.client('basco');
    const { typed, e164 } = freshPhone();
    const res = await c.raw(
      '/sms/getUserIdentifyCode',
      { phone: typed, purpose: 'signup' },
      undefined,
      '/s/base-central/api',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      result: { rtn: 1, phone: e164, resendAfterSeconds: 120, expiresInSeconds: 300 },
    });
    const code = await c.sandboxCode(e164);
    expect((await c.call('/account/checkUserIdentifyCode', { phone: typed, purpose: 'signup', code })).result.rtn).toBe(
      1,
    );
  });

  it('refuses invalid phone numbers and codes for the wrong kind of number', async () => {
    const c = s.client();
    for (const phone of ['12', 'not a phone', '02 9876 5432']) {
      expect(await c.call('/account/chkPhone', { phone })).toEqual({
        success: true,
        result: { rtn: 0, dispMsg: 'Invalid phone number', problem: { code: 'INVALID_PHONE', params: {} } },
      });
      expect((await c.call('/account/getUserIdentifyCode', { phone, purpose: 'signup' })).result).toEqual({
        rtn: 0,
        dispMsg: 'Invalid phone number',
        problem: { code: 'INVALID_PHONE', params: {} },
      });
    }
    const unknown = freshPhone();
    expect((await c.call('/account/getUserIdentifyCode', { phone: unknown.typed, purpose: 'login' })).result).toEqual({
      rtn: 0,
      dispMsg: 'This phone number is not registered',
      problem: { code: 'PHONE_NOT_REGISTERED', params: {} },
    });
  });

  it('registers a phone once per tenant', async () => {
    const c = s.client();
    const { typed } = freshPhone();
    const first = await c.verificationToken(typed, 'signup');
    s.clock.advanceSeconds(121);
    const second = await c.verificationToken(typed, 'signup');
    const payload = { password: STRONG_PASSWORD, firstName: 'A', lastName: 'B', acceptTerms: true };
    expect((await c.call('/account/register', { ...payload, verificationToken: first })).result.rtn).toBe(1);
    expect((await c.call('/account/register', { ...payload, verificationToken: second })).result).toEqual({
      rtn: 0,
      dispMsg: 'This phone number is already registered',
      problem: { code: 'PHONE_ALREADY_REGISTERED', params: {} },
    });
    s.clock.advanceSeconds(121);
    expect((await c.call('/account/getUserIdentifyCode', { phone: typed, purpose: 'signup' })).result).toEqual({
      rtn: 0,
      dispMsg: 'This phone number is already registered',
      problem: { code: 'PHONE_ALREADY_REGISTERED', params: {} },
    });
    const rows = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM accounts WHERE tenant_id = 'plainco' AND phone = $1",
      [`+61${typed.replace(/\s/g, '').slice(1)}`],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('keeps the same phone in two tenants as two accounts', async () => {
    const { typed } = freshPhone();
    const plain = s.client('plainco');
    const aes = s.client('aesco');
    const plainToken = await plain.signUp(typed, { firstName: 'Plain' }, 'Plain123!');
    const aesToken = await aes.signUp(typed, { firstName: 'Aes' }, 'Aes1234!x');
    const plainInfo = await plain.call<{ userId: string; firstName: string }>('/account/userInfo', {
      userId: plainToken,
    });
    const aesInfo = await aes.call<{ userId: string; firstName: string }>('/account/userInfo', { userId: aesToken });
    expect(plainInfo.result.firstName).toBe('Plain');
    expect(aesInfo.result.firstName).toBe('Aes');
    expect(plainInfo.result.userId).not.toBe(aesInfo.result.userId);
    // A session of one tenant means nothing to the other.
    expect(await aes.status('/account/detail', {}, plainToken)).toBe(401);
    expect(await aes.call('/account/userInfo', { userId: plainToken })).toEqual({
      success: false,
      result: { rtn: 0, dispMsg: 'getInfo: failed to get info !', problem: { code: 'GET_INFO_FAILED', params: {} } },
    });
    // Each tenant's password is its own.
    expect(await aes.signIn(typed, 'Plain123!')).toEqual(LOGIN_MISMATCH);
    expect((await aes.signIn(typed, 'Aes1234!x')).result.rtn).toBe(1);
  });

  it('answers a wrong password and an unknown phone the same way, with success false', async () => {
    const c = s.client('paramco');
    const { typed } = freshPhone();
    await c.signUp(typed);
    expect(await c.signIn(typed, 'Wrong123!')).toEqual(LOGIN_MISMATCH);
    expect(await c.signIn(freshPhone().typed, STRONG_PASSWORD)).toEqual(LOGIN_MISMATCH);
    expect(await c.signIn('not a phone', STRONG_PASSWORD)).toEqual(LOGIN_MISMATCH);
    expect(await c.signIn(typed, 'x'.repeat(21))).toEqual(LOGIN_MISMATCH);
    expect((await c.signIn(typed)).result.rtn).toBe(1);
  });

  it('asks for both phone number and password', async () => {
    const c = s.client();
    const blank = {
      success: true,
      result: {
        rtn: 0,
        dispMsg: 'Please input phone number or password properly',
        problem: { code: 'LOGIN_INPUT_MISSING', params: {} },
      },
    };
    expect(await c.call('/account/signIn', { userName: '', password: STRONG_PASSWORD })).toEqual(blank);
    expect(await c.call('/account/signIn', { userName: '0412 345 678', password: '' })).toEqual(blank);
    const missing = await c.raw('/account/signIn', { userName: '0412 345 678' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'password: is required', problem: { code: 'INVALID_FIELD', params: {} } },
    });
  });

  it('answers rtn -821009 for an account that has no password yet', async () => {
    const { typed, e164 } = freshPhone();
    await insertAccount(s.db, {
      id: randomUUID(),
      tenantId: 'plainco',
      phone: e164,
      passwordHash: null,
      profile: { firstName: 'No', lastName: 'Password' },
      now: s.clock.now(),
    });
    const res = await s.client().signIn(typed, 'whatever1A');
    expect(res.success).toBe(true);
    expect(res.result.rtn).toBe(-821009);
    expect(res.result.dispMsg).toMatch(/no password yet/);
  });

  describe('register refuses', () => {
    const base = { firstName: 'Weak', lastName: 'Case', acceptTerms: true };

    it('a weak password unless the user accepts it, without using up the verification token', async () => {
      const c = s.client();
      const verificationToken = await c.verificationToken(freshPhone().typed, 'signup');
      expect(await c.call('/account/register', { ...base, verificationToken, password: 'abc' })).toEqual({
        success: true,
        result: { rtn: -2, dispMsg: 'Password is weak', problem: { code: 'PASSWORD_WEAK', params: {} } },
      });
      expect(
        (await c.call('/account/register', { ...base, verificationToken, password: 'abc', acceptWeakPassword: false }))
          .result.rtn,
      ).toBe(-2);
      const accepted = await c.call<{ userId: string }>('/account/register', {
        ...base,
        verificationToken,
        password: 'abc',
        acceptWeakPassword: true,
      });
      expect(accepted.result.rtn).toBe(1);
    });

    it('an empty password, one over 20 characters, and terms not accepted', async () => {
      const c = s.client();
      const verificationToken = await c.verificationToken(freshPhone().typed, 'signup');
      const answer = async (payload: object) =>
        (await c.call('/account/register', { ...base, verificationToken, password: STRONG_PASSWORD, ...payload }))
          .result;
      expect(await answer({ password: '' })).toEqual({
        rtn: 0,
        dispMsg: 'Password cannot be empty',
        problem: { code: 'PASSWORD_EMPTY', params: {} },
      });
      expect(await answer({ password: '    ', acceptWeakPassword: true })).toEqual({
        rtn: 0,
        dispMsg: 'Password cannot be empty',
        problem: { code: 'PASSWORD_EMPTY', params: {} },
      });
      expect(await answer({ password: 'Abcd123!Abcd123!Abcd1' })).toEqual({
        rtn: 0,
        dispMsg: 'Password is at most 20 characters',
        problem: { code: 'PASSWORD_TOO_LONG', params: {} },
      });
      expect(await answer({ acceptTerms: false })).toEqual({
        rtn: 0,
        dispMsg: 'Please accept the terms and conditions',
        problem: { code: 'TERMS_REQUIRED', params: {} },
      });
      expect((await answer({ password: 'Abcd123!Abcd123!Abcd' })).rtn).toBe(1);
    });

    it('a token that is unknown, used, for another purpose or from another tenant', async () => {
      const c = s.client();
      const verify = {
        rtn: 0,
        dispMsg: 'Please verify your phone number',
        problem: { code: 'VERIFY_PHONE_FIRST', params: {} },
      };
      const register = async (verificationToken: string, client = c) =>
        (await client.call('/account/register', { ...base, verificationToken, password: STRONG_PASSWORD })).result;
      expect(await register('made-up')).toEqual(verify);
      expect(await register('A'.repeat(43))).toEqual(verify);

      const { typed } = freshPhone();
      await c.signUp(typed);
      s.clock.advanceSeconds(121);
      const resetToken = await c.verificationToken(typed, 'reset');
      expect(await register(resetToken)).toEqual(verify);

      const other = freshPhone();
      const plainToken = await c.verificationToken(other.typed, 'signup');
      expect(await register(plainToken, s.client('basco'))).toEqual(verify);
      expect((await register(plainToken)).rtn).toBe(1);
      expect(await register(plainToken)).toEqual(verify);
    });

    it('a token older than 15 minutes', async () => {
      const c = s.client();
      const verificationToken = await c.verificationToken(freshPhone().typed, 'signup');
      s.clock.advanceSeconds(15 * 60 + 1);
      expect(
        (await c.call('/account/register', { ...base, verificationToken, password: STRONG_PASSWORD })).result,
      ).toEqual({
        rtn: 0,
        dispMsg: 'Please verify your phone number',
        problem: { code: 'VERIFY_PHONE_FIRST', params: {} },
      });
    });

    it.each([
      [{ birthday: '1990-02-30' }, 'birthday: must be a real date (YYYY-MM-DD)'],
      [
        { birthday: '30/01/1990' },
        'birthday: must match pattern "^$|^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"',
      ],
      [{ email: 'not-an-email' }, 'email: must match pattern "^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"'],
      [{ firstName: '   ' }, 'firstName: must not be empty'],
      [{ acceptTerms: 'yes' }, 'acceptTerms: must be a boolean'],
      [{ userId: 'someone-else' }, 'userId: is not allowed'],
    ])('a malformed field with HTTP 400 naming it: %j', async (payload, message) => {
      const res = await s.client().raw('/account/register', {
        ...base,
        verificationToken: 'A'.repeat(43),
        password: STRONG_PASSWORD,
        ...payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        result: { rtn: -1, dispMsg: message, problem: { code: 'INVALID_FIELD', params: {} } },
      });
    });
  });

  it('documents every account endpoint in OpenAPI, the authenticated ones with bearer security', async () => {
    type Operation = { security?: unknown; requestBody?: unknown };
    const doc = (await s.t.app.inject('/docs/json')).json<{
      paths: Record<string, { post?: Operation; get?: Operation }>;
      components: { securitySchemes: object };
    }>();
    const open = [
      'chkPhone',
      'getUserIdentifyCode',
      'checkUserIdentifyCode',
      'register',
      'signIn',
      'loginbysms',
      'userInfo',
      'resetPwd',
    ];
    const signedIn = ['detail', 'update', 'changePwd', 'logout'];
    for (const name of [...open, ...signedIn]) {
      const operation = doc.paths[`/cloud/{tenant}/account/${name}`]?.post;
      expect(operation, name).toBeDefined();
      expect(operation?.security, name).toEqual(signedIn.includes(name) ? [{ bearerAuth: [] }] : undefined);
    }
    expect(doc.paths['/s/{shop}/api/sms/getUserIdentifyCode']?.post).toBeDefined();
    expect(doc.paths['/sandbox-api/sms/last']?.get).toBeDefined();
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('stores no password, code or token in clear', async () => {
    const c = s.client();
    const { typed, e164 } = freshPhone();
    const password = 'Clear123!';
    const token = await c.signUp(typed, {}, password);
    const accounts = await s.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM accounts WHERE phone = $1',
      [e164],
    );
    expect(accounts[0]?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(accounts[0]?.password_hash).not.toContain(password);
    const sessions = await s.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.phone = $1',
      [e164],
    );
    expect(sessions.map((r) => r.token_hash)).not.toContain(token);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const codes = await s.db.query<{ code_hash: string }>('SELECT code_hash FROM sms_codes WHERE phone = $1', [e164]);
    // A 64-digit hex hash, keyed: neither the code nor its plain SHA-256. (Not "does not contain the
    // code": a 4-digit code turns up inside 64 random hex digits about once in a thousand sign-ups.)
    const code = await c.sandboxCode(typed);
    expect(codes[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codes[0]?.code_hash).not.toBe(code);
    expect(codes[0]?.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
  });
});
