import { describe, expect, it, vi } from 'vitest';
import { createAsyncEnvelopeCodec } from '../../protocol/packaging';
import { failed, ok, refused } from '../../protocol/response';
import { createApiClient, type ApiClientOptions } from '../client';
import {
  changePassword,
  checkPhone,
  checkVerificationCode,
  fetchProfile,
  loginBySms,
  logout,
  LogoutRefusedError,
  register,
  requestVerificationCode,
  resetPassword,
  signIn,
  updateProfile,
} from './account';

interface Sent {
  url: string;
  body: unknown;
  authorization: string | null;
}

/** A cloud client in plain packaging over a scripted fetch, recording what was sent. */
function cloudClient(answer: (url: string) => Response, overrides: Partial<ApiClientOptions> = {}) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    sent.push({ url, body: JSON.parse(String(init?.body)), authorization: headers.get('Authorization') });
    return answer(url);
  });
  const options: ApiClientOptions = {
    baseUrl: '/cloud/harbourpark',
    codec: createAsyncEnvelopeCodec({ mode: 'plain' }),
    getToken: () => 'token-1',
    onSessionExpired: vi.fn(),
    navigateToLogin: vi.fn(),
    notify: vi.fn(),
    fetchImpl,
    ...overrides,
  };
  return { client: createApiClient(options), sent, options };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('account endpoints', () => {
  it('posts each call to its path on the cloud base with the typed payload', async () => {
    const { client, sent } = cloudClient(() => json(ok({})));
    await checkPhone(client, { phone: '021 555 0101' });
    await requestVerificationCode(client, { phone: '021 555 0101', purpose: 'signup' });
    await checkVerificationCode(client, { phone: '021 555 0101', purpose: 'signup', code: '1234' });
    await register(client, {
      verificationToken: 'v',
      password: 'Abc123',
      firstName: 'Ann',
      lastName: 'Lee',
      acceptTerms: true,
    });
    await signIn(client, { userName: '021 555 0101', password: 'Abc123' });
    await loginBySms(client, { phone: '021 555 0101', code: '1234' });
    await fetchProfile(client);
    await updateProfile(client, { firstName: 'Ann', postcode: '1010' });
    await changePassword(client, { oldPassword: 'a', newPassword: 'Abc123', acceptWeakPassword: false });
    await resetPassword(client, { verificationToken: 'v', newPassword: 'Abc123' });
    await logout(client);
    expect(sent.map((s) => s.url)).toEqual([
      '/cloud/harbourpark/account/chkPhone',
      '/cloud/harbourpark/account/getUserIdentifyCode',
      '/cloud/harbourpark/account/checkUserIdentifyCode',
      '/cloud/harbourpark/account/register',
      '/cloud/harbourpark/account/signIn',
      '/cloud/harbourpark/account/loginbysms',
      '/cloud/harbourpark/account/detail',
      '/cloud/harbourpark/account/update',
      '/cloud/harbourpark/account/changePwd',
      '/cloud/harbourpark/account/resetPwd',
      '/cloud/harbourpark/account/logout',
    ]);
    expect(sent[4]?.body).toEqual({ userName: '021 555 0101', password: 'Abc123' });
    expect(sent[6]?.body).toEqual({});
    expect(sent[7]?.body).toEqual({ firstName: 'Ann', postcode: '1010' });
    expect(sent.every((s) => s.authorization === 'Bearer token-1')).toBe(true);
  });

  it('hands business refusals and success false back to the caller instead of rejecting', async () => {
    const { client } = cloudClient((url) =>
      url.endsWith('/signIn') ? json(failed('LOGIN_MISMATCH')) : json(refused('WRONG_CODE')),
    );
    await expect(signIn(client, { userName: '1', password: '2' })).resolves.toEqual({
      success: false,
      result: { rtn: 0, dispMsg: 'User name or password not match', problem: { code: 'LOGIN_MISMATCH', params: {} } },
    });
    await expect(checkVerificationCode(client, { phone: '1', purpose: 'login', code: '0000' })).resolves.toMatchObject({
      result: { rtn: 0, dispMsg: 'Wrong verification code', problem: { code: 'WRONG_CODE' } },
    });
  });

  it('logout resolves on rtn 1 and rejects when the server refuses or the call fails', async () => {
    await expect(logout(cloudClient(() => json(ok({}))).client)).resolves.toBeUndefined();
    await expect(logout(cloudClient(() => json(refused('OPERATION_FAILED'))).client)).rejects.toBeInstanceOf(
      LogoutRefusedError,
    );
    await expect(logout(cloudClient(() => json({}, 500)).client)).rejects.toMatchObject({ code: 'SYSTEM_ERROR' });
  });

  it('logout answered 401 ends the session without saying the login expired', async () => {
    vi.useFakeTimers();
    try {
      const { client, options } = cloudClient(() =>
        json({ success: false, result: { rtn: -1, dispMsg: 'Login expired' } }, 401),
      );
      await expect(logout(client)).rejects.toMatchObject({ code: 'LOGIN_EXPIRED' });
      expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
      expect(options.notify).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes an abort signal through for the profile load', async () => {
    const controller = new AbortController();
    const { client } = cloudClient(() => json(ok({ profile: null })));
    controller.abort(new Error('left the screen'));
    await expect(fetchProfile(client, controller.signal)).rejects.toThrow('left the screen');
  });
});
