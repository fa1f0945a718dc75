import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAccounts } from '../../server/services/accounts/account-sweeper';
import { freshPhone, STRONG_PASSWORD } from './support/account-kit';
import { startAccountSuite, type AccountSuite } from './support/account-suite';
import { describeOnDrivers } from './support/describe-on-drivers';

const EXPIRED = {
  success: false,
  result: { rtn: -1, dispMsg: 'Login expired', problem: { code: 'LOGIN_EXPIRED', params: {} } },
};
const GET_INFO_FAILED = {
  success: false,
  result: { rtn: 0, dispMsg: 'getInfo: failed to get info !', problem: { code: 'GET_INFO_FAILED', params: {} } },
};
const LOCKED = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Your account is locked after too many failed logins. Reset your password by SMS to unlock it.',
    problem: { code: 'ACCOUNT_LOCKED', params: {} },
  },
};
const LOGIN_MISMATCH = {
  success: false,
  result: { rtn: 0, dispMsg: 'User name or password not match', problem: { code: 'LOGIN_MISMATCH', params: {} } },
};
type Profile = Record<string, string>;

describeOnDrivers('sessions, passwords and profiles', (driver) => {
  let s: AccountSuite;
  beforeAll(async () => {
    s = await startAccountSuite(driver);
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('authenticated routes', () => {
    it.each([
      ['no Authorization header', undefined],
      ['a made-up token', 'A'.repeat(43)],
      ['garbage', 'not a token at all'],
    ])('answer 401 Login expired for %s', async (_name, token) => {
      const c = s.client();
      for (const path of ['/account/detail', '/account/update', '/account/changePwd', '/account/logout']) {
        const payload = path === '/account/changePwd' ? { oldPassword: 'a', newPassword: 'b' } : {};
        const res = await c.raw(path, payload, token);
        expect(res.statusCode, path).toBe(401);
        expect(res.json()).toEqual(EXPIRED);
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('answer 401 before even decoding the body', async () => {
      const res = await s.t.app.inject({
        method: 'POST',
        url: '/cloud/aesco/account/detail',
        payload: { data: 'not hex', key: '' },
      });
      expect(res.statusCode).toBe(401);
    });

    it('never take the account id as a credential', async () => {
      const c = s.client();
      const token = await c.signUp(freshPhone().typed);
      const info = await c.call<{ userId: string }>('/account/userInfo', { userId: token });
      const publicId = info.result.userId;
      expect(await c.status('/account/detail', {}, publicId)).toBe(401);
      expect(await c.call('/account/userInfo', { userId: publicId, deviceId: '', newVersion: 'V3.9.5' })).toEqual(
        GET_INFO_FAILED,
      );
    });
  });

  it('logout revokes the token: 401 afterwards, and userInfo fails', async () => {
    const c = s.client('basco');
    const { typed } = freshPhone();
    const token = await c.signUp(typed);
    const other = await c.token(typed);
    expect(await c.call('/account/logout', {}, token)).toEqual({ success: true, result: { rtn: 1 } });
    expect(await c.status('/account/detail', {}, token)).toBe(401);
    expect(await c.status('/account/logout', {}, token)).toBe(401);
    expect(await c.call('/account/userInfo', { userId: token, deviceId: '', newVersion: 'V3.9.5' })).toEqual(
      GET_INFO_FAILED,
    );
    // Only that session ended.
    expect(await c.status('/account/detail', {}, other)).toBe(200);
  });

  it('ends a session after 30 days without use, and keeps a used one alive', async () => {
    const c = s.client();
    const { typed } = freshPhone();
    const used = await c.signUp(typed);
    const idle = await c.token(typed);
    s.clock.advanceSeconds(29 * 24 * 60 * 60);
    expect(await c.status('/account/detail', {}, used)).toBe(200);
    s.clock.advanceSeconds(24 * 60 * 60);
    expect(await c.status('/account/detail', {}, idle)).toBe(401);
    expect(await c.call('/account/userInfo', { userId: idle })).toEqual(GET_INFO_FAILED);
    expect(await c.status('/account/detail', {}, used)).toBe(200);
  });

  it('sweeps ended sessions and expired codes a day later, and nothing that still works', async () => {
    const c = s.client();
    const { typed, e164 } = freshPhone();
    const kept = await c.signUp(typed);
    const revoked = await c.token(typed);
    await c.call('/account/logout', {}, revoked);
    s.clock.advanceSeconds(121);
    await c.codeFor(typed, 'reset');
    const count = async (sql: string) => (await s.db.query<{ n: number }>(sql, [e164]))[0]?.n;
    const sessions =
      'SELECT count(*)::int AS n FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.phone = $1';
    const codes = 'SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1';
    expect(await count(sessions)).toBe(2);
    await sweepAccounts({ db: s.db, now: s.clock.now });
    expect(await count(sessions)).toBe(2);
    s.clock.advanceSeconds(24 * 60 * 60 + 301);
    expect(await c.status('/account/detail', {}, kept)).toBe(200);
    await sweepAccounts({ db: s.db, now: s.clock.now });
    expect(await count(sessions)).toBe(1);
    expect(await count(codes)).toBe(0);
    expect(await c.status('/account/detail', {}, kept)).toBe(200);
  });

  describe('change password', () => {
    it('signs out the other sessions and keeps the current one', async () => {
      const c = s.client('paramco');
      const { typed } = freshPhone();
      const current = await c.signUp(typed);
      const phone2 = await c.token(typed);
      const phone3 = await c.token(typed);
      const changed = await c.call(
        '/account/changePwd',
        { oldPassword: STRONG_PASSWORD, newPassword: 'Newpass1!' },
        current,
      );
      expect(changed).toEqual({ success: true, result: { rtn: 1 } });
      expect(await c.status('/account/detail', {}, current)).toBe(200);
      expect(await c.status('/account/detail', {}, phone2)).toBe(401);
      expect(await c.status('/account/detail', {}, phone3)).toBe(401);
      expect(await c.signIn(typed)).toEqual(LOGIN_MISMATCH);
      expect((await c.signIn(typed, 'Newpass1!')).result.rtn).toBe(1);
    });

    it('needs the old password and a good new one', async () => {
      const c = s.client();
      const { typed } = freshPhone();
      const token = await c.signUp(typed);
      const other = await c.token(typed);
      const change = async (payload: object) => (await c.call('/account/changePwd', payload, token)).result;
      expect(await change({ oldPassword: 'Wrong123!', newPassword: 'Newpass1!' })).toEqual({
        rtn: 0,
        dispMsg: 'Old password is not correct',
        problem: { code: 'OLD_PASSWORD_INCORRECT', params: {} },
      });
      expect(await change({ oldPassword: STRONG_PASSWORD, newPassword: 'abc' })).toEqual({
        rtn: -2,
        dispMsg: 'Password is weak',
        problem: { code: 'PASSWORD_WEAK', params: {} },
      });
      expect(await change({ oldPassword: STRONG_PASSWORD, newPassword: '' })).toEqual({
        rtn: 0,
        dispMsg: 'Password cannot be empty',
        problem: { code: 'PASSWORD_EMPTY', params: {} },
      });
      expect(await change({ oldPassword: STRONG_PASSWORD, newPassword: 'Abcd123!Abcd123!Abcd1' })).toEqual({
        rtn: 0,
        dispMsg: 'Password is at most 20 characters',
        problem: { code: 'PASSWORD_TOO_LONG', params: {} },
      });
      // Nothing changed by the refusals.
      expect(await c.status('/account/detail', {}, other)).toBe(200);
      expect((await c.signIn(typed)).result.rtn).toBe(1);
      expect(await change({ oldPassword: STRONG_PASSWORD, newPassword: 'abc', acceptWeakPassword: true })).toEqual({
        rtn: 1,
      });
      expect((await c.signIn(typed, 'abc')).result.rtn).toBe(1);
    });
  });

  describe('failed sign-ins', () => {
    it('lock the account after 5 in a row, with a clear message, until a reset by SMS unlocks it', async () => {
      const c = s.client('aesco');
      const { typed } = freshPhone();
      const before = await c.signUp(typed);
      for (let i = 0; i < 4; i += 1) expect(await c.signIn(typed, 'Wrong123!')).toEqual(LOGIN_MISMATCH);
      expect(await c.signIn(typed, 'Wrong123!')).toEqual(LOCKED);
      expect(await c.signIn(typed)).toEqual(LOCKED);
      expect((await c.call('/account/userInfo', { userId: before })).result).toMatchObject({ rtn: 1, userStatus: 2 });

      s.clock.advanceSeconds(121);
      const verificationToken = await c.verificationToken(typed, 'reset');
      expect(await c.call('/account/resetPwd', { verificationToken, newPassword: 'Reset123!' })).toEqual({
        success: true,
        result: { rtn: 1 },
      });
      // A reset signs every session out.
      expect(await c.status('/account/detail', {}, before)).toBe(401);
      expect(await c.signIn(typed)).toEqual(LOGIN_MISMATCH);
      const after = await c.token(typed, 'Reset123!');
      expect((await c.call('/account/userInfo', { userId: after })).result).toMatchObject({ rtn: 1, userStatus: 1 });
      // The token was single use.
      expect((await c.call('/account/resetPwd', { verificationToken, newPassword: 'Again123!' })).result).toEqual({
        rtn: 0,
        dispMsg: 'Failed to reset the password',
        problem: { code: 'PASSWORD_RESET_FAILED', params: {} },
      });
    });

    it('answer a number without an account exactly as a registered one: 4 mismatches, then locked for good', async () => {
      const c = s.client('aesco');
      const known = freshPhone();
      const unknown = freshPhone();
      await c.signUp(known.typed);
      const answers = async (typed: string) => {
        const out: unknown[] = [];
        for (let i = 0; i < 6; i += 1) out.push(await c.signIn(typed, 'Wrong123!'));
        return out;
      };
      const expected = [LOGIN_MISMATCH, LOGIN_MISMATCH, LOGIN_MISMATCH, LOGIN_MISMATCH, LOCKED, LOCKED];
      expect(await answers(known.typed)).toEqual(expected);
      expect(await answers(unknown.typed)).toEqual(expected);
      // The lock holds, however much later, as an account's does until a reset.
      s.clock.advanceSeconds(86_400);
      expect(await c.signIn(unknown.typed, 'Wrong123!')).toEqual(LOCKED);
      expect(await c.signIn(known.typed, 'Wrong123!')).toEqual(LOCKED);
      // Per tenant, like accounts: the same number elsewhere is untouched.
      expect(await s.client('plainco').signIn(unknown.typed, 'Wrong123!')).toEqual(LOGIN_MISMATCH);
    });

    it('count only consecutive failures', async () => {
      const c = s.client();
      const { typed } = freshPhone();
      await c.signUp(typed);
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < 4; i += 1) expect(await c.signIn(typed, 'Wrong123!')).toEqual(LOGIN_MISMATCH);
        expect((await c.signIn(typed)).result.rtn).toBe(1);
      }
    });

    it('cannot be raced past the limit by concurrent guesses', async () => {
      const c = s.client();
      const { typed } = freshPhone();
      await c.signUp(typed);
      // Eight wrong at once: exactly five compared (four mismatches, the fifth locks), the rest refused unseen.
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => c.signIn(typed, `Wrong${i}23!`)));
      expect(answers.filter((a) => a.success === false)).toHaveLength(4);
      expect(answers.filter((a) => a.success === true)).toEqual(Array.from({ length: 4 }, () => LOCKED));
      expect(await c.signIn(typed)).toEqual(LOCKED);
    });

    it('never count a right password in a burst as a wrong one (docs/rules.md#attempt-limits)', async () => {
      const c = s.client();
      const { typed } = freshPhone();
      await c.signUp(typed);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => c.signIn(typed, i === 7 ? STRONG_PASSWORD : `Wrong${i}23!`)),
      );
      // The right one goes through unless five wrong ones were compared before it; a right answer
      // clears the count, so the wrong ones in a row never pass the limit.
      const right = answers[7]!;
      if (right.result.rtn !== 1) expect(right).toEqual(LOCKED);
      const rows = await s.db.query<{ wrong: number }>(
        "SELECT a.wrong FROM attempt_limits a JOIN accounts c ON a.key = 'customer-password:' || c.id::text WHERE c.phone = $1",
        [`+61${typed.replace(/\s/g, '').slice(1)}`],
      );
      expect(rows[0]?.wrong ?? 0).toBeLessThanOrEqual(5);
    });

    it('leave SMS login open while the password is locked', async () => {
      const c = s.client();
      const { typed } = freshPhone();
      await c.signUp(typed);
      for (let i = 0; i < 5; i += 1) await c.signIn(typed, 'Wrong123!');
      expect(await c.signIn(typed)).toEqual(LOCKED);
      s.clock.advanceSeconds(121);
      const code = await c.codeFor(typed, 'login');
      expect((await c.call('/account/loginbysms', { phone: typed, code })).result.rtn).toBe(1);
      expect(await c.signIn(typed)).toEqual(LOCKED);
    });
  });

  describe('password reset', () => {
    it('answers the same whether or not the phone is registered, and texts only a registered one', async () => {
      const c = s.client();
      const known = freshPhone();
      const unknown = freshPhone();
      await c.signUp(known.typed);
      s.clock.advanceSeconds(121);
      const answer = async (phone: { typed: string; e164: string }) => {
        const sent = await c.call('/account/getUserIdentifyCode', { phone: phone.typed, purpose: 'reset' });
        return JSON.stringify(sent).replace(phone.e164, '<phone>');
      };
      expect(await answer(unknown)).toBe(await answer(known));
      const outbox = async (e164: string) =>
        (
          await s.db.query<{ purpose: string }>('SELECT purpose FROM sms_outbox WHERE phone = $1 ORDER BY id', [e164])
        ).map((r) => r.purpose);
      expect(await outbox(known.e164)).toEqual(['signup', 'reset']);
      expect(await outbox(unknown.e164)).toEqual([]);
      // Checking a code, and asking again too soon, answer alike as well.
      const knownCode = await c.sandboxCode(known.typed);
      const wrong = String((Number(knownCode) + 1) % 10_000).padStart(4, '0');
      const tryCode = async (phone: string) =>
        (await c.call('/account/checkUserIdentifyCode', { phone, purpose: 'reset', code: wrong })).result;
      expect(await tryCode(unknown.typed)).toEqual(await tryCode(known.typed));
      const again = async (phone: string) =>
        (await c.call('/account/getUserIdentifyCode', { phone, purpose: 'reset' })).result;
      expect(await again(unknown.typed)).toEqual(await again(known.typed));
    });

    it('refuses an unknown token, one for signup, and weak or empty new passwords (keeping the token)', async () => {
      const c = s.client();
      const { typed } = freshPhone();
      const signupToken = await c.verificationToken(typed, 'signup');
      const reset = async (payload: object) =>
        (await c.call('/account/resetPwd', { newPassword: 'Reset123!', ...payload })).result;
      expect(await reset({ verificationToken: 'nope' })).toEqual({
        rtn: 0,
        dispMsg: 'Failed to reset the password',
        problem: { code: 'PASSWORD_RESET_FAILED', params: {} },
      });
      expect(await reset({ verificationToken: signupToken })).toEqual({
        rtn: 0,
        dispMsg: 'Failed to reset the password',
        problem: { code: 'PASSWORD_RESET_FAILED', params: {} },
      });
      const registered = freshPhone();
      await c.signUp(registered.typed);
      s.clock.advanceSeconds(121);
      const verificationToken = await c.verificationToken(registered.typed, 'reset');
      expect(await reset({ verificationToken, newPassword: 'abc' })).toEqual({
        rtn: -2,
        dispMsg: 'Password is weak',
        problem: { code: 'PASSWORD_WEAK', params: {} },
      });
      expect(await reset({ verificationToken, newPassword: ' ' })).toEqual({
        rtn: 0,
        dispMsg: 'Password cannot be empty',
        problem: { code: 'PASSWORD_EMPTY', params: {} },
      });
      expect(await reset({ verificationToken, newPassword: 'abc', acceptWeakPassword: true })).toEqual({ rtn: 1 });
    });
  });

  describe('profiles', () => {
    it('reads and writes only the session’s own account: user A cannot read or change user B', async () => {
      const c = s.client();
      const a = freshPhone();
      const b = freshPhone();
      const tokenA = await c.signUp(a.typed, { firstName: 'Alice' });
      const tokenB = await c.signUp(b.typed, { firstName: 'Bob', email: 'bob@example.com' });
      const idOfB = (await c.call<{ userId: string }>('/account/userInfo', { userId: tokenB })).result.userId;
      const profileB = (await c.call<{ profile: Profile }>('/account/detail', {}, tokenB)).result.profile;

      expect((await c.call<{ profile: Profile }>('/account/detail', {}, tokenA)).result.profile).toMatchObject({
        firstName: 'Alice',
        phone: a.e164,
      });
      for (const payload of [
        { userId: idOfB },
        { id: idOfB },
        { phone: b.e164 },
        { accountId: idOfB, firstName: 'Mallory' },
      ]) {
        const res = await c.raw('/account/update', payload, tokenA);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ result: { dispMsg: string } }>().result.dispMsg).toMatch(/is not allowed$/);
      }
      expect((await c.raw('/account/detail', { userId: idOfB }, tokenA)).statusCode).toBe(400);
      const updated = await c.call<{ profile: Profile }>('/account/update', { firstName: 'Mallory' }, tokenA);
      expect(updated.result.profile).toMatchObject({ firstName: 'Mallory', phone: a.e164 });
      expect((await c.call<{ profile: Profile }>('/account/detail', {}, tokenB)).result.profile).toEqual(profileB);
      // B's token at another tenant's URL is nobody there.
      expect(await s.client('basco').status('/account/detail', {}, tokenB)).toBe(401);
    });

    it('saves the given fields, keeps the others, and clears with empty strings', async () => {
      const c = s.client('aesco');
      const { typed, e164 } = freshPhone();
      const token = await c.signUp(typed, { email: 'old@example.com', birthday: '1980-01-31', licensePlate: 'OLD1' });
      const changes = {
        lastName: ' Byron ',
        address: '1 Queen St',
        city: 'Auckland',
        state: 'AKL',
        postcode: '1010',
        country: 'New Zealand',
        email: '',
        birthday: '',
      };
      const updated = await c.call<{ profile: Profile }>('/account/update', changes, token);
      expect(updated).toEqual({
        success: true,
        result: {
          rtn: 1,
          profile: {
            firstName: 'Ada',
            lastName: 'Byron',
            email: '',
            address: '1 Queen St',
            phone: e164,
            city: 'Auckland',
            state: 'AKL',
            postcode: '1010',
            country: 'New Zealand',
            licensePlate: 'OLD1',
            birthday: '',
          },
        },
      });
      expect((await c.call<{ profile: Profile }>('/account/detail', {}, token)).result.profile).toEqual(
        updated.result.profile,
      );
      expect((await c.call<{ profile: Profile }>('/account/update', {}, token)).result.profile).toEqual(
        updated.result.profile,
      );
      expect(
        (await c.call<{ profile: Profile }>('/account/update', { birthday: '2000-02-29' }, token)).result.profile
          .birthday,
      ).toBe('2000-02-29');
    });

    it.each([
      [{ postcode: '10a0' }, 'postcode: must match pattern "^[0-9]*$"'],
      [{ postcode: '12345678901' }, 'postcode: must be at most 10 characters'],
      [{ birthday: '2001-02-29' }, 'birthday: must be a real date (YYYY-MM-DD)'],
      [{ firstName: '' }, 'firstName: must not be empty'],
      [{ lastName: ' \t ' }, 'lastName: must not be empty'],
      [{ city: 7 }, 'city: must be a string'],
    ])('refuses %j with HTTP 400 naming the field and changes nothing', async (payload, message) => {
      const c = s.client();
      const token = await c.signUp(freshPhone().typed);
      const before = (await c.call<{ profile: Profile }>('/account/detail', {}, token)).result.profile;
      const res = await c.raw('/account/update', { address: '2 Changed Rd', ...payload }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        result: { rtn: -1, dispMsg: message, problem: { code: 'INVALID_FIELD', params: {} } },
      });
      expect((await c.call<{ profile: Profile }>('/account/detail', {}, token)).result.profile).toEqual(before);
    });
  });
});
