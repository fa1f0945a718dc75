// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import type { TenantBundle } from '../tenant/tenant-loader';
import { browserCipher } from '../protocol/cipher-browser';
import { feedbackStore } from '../feedback/feedback-store';
import { startSession } from './session-runtime';
import { sessionBridge, sessionStore } from './session-store';
import { createTokenStorage } from './token-storage';
import { userTokenKey } from './user-token-key';

const KEY = 'abcdefghijklmnopqrstuvwxyz012345';

function bundleWith(post: ApiClient['post'], urlUserInfo?: string): TenantBundle {
  const client: ApiClient = { post };
  return {
    tenant: {
      id: 'demo',
      api: { packaging: 'aes', payloadKey: KEY },
      cloud: urlUserInfo ? { urlUserInfo } : undefined,
    },
    api: { cloud: client, shop: client, quietCloud: client, quietShop: client },
  } as unknown as TenantBundle;
}

async function settled(): Promise<void> {
  await vi.waitFor(() => expect(['loggedIn', 'loggedOut']).toContain(sessionStore.get().status));
}

describe('startSession', () => {
  let stop: (() => void) | null = null;
  beforeEach(() => {
    localStorage.clear();
    feedbackStore.set({ notification: null, toast: null });
  });
  afterEach(() => {
    stop?.();
    stop = null;
  });

  it('auto-logs in with a stored token: user info with the token, an empty device id and the client version', async () => {
    await createTokenStorage('demo', KEY, browserCipher).write('tok-1');
    const post = vi.fn(async () => ({
      success: true,
      result: { rtn: 1, userId: 'u1', firstName: 'Ana', userStatus: 1 },
    }));
    stop = await startSession(bundleWith(post as unknown as ApiClient['post'], '/account/userInfo'));
    await settled();
    expect(sessionStore.get()).toMatchObject({ status: 'loggedIn', firstName: 'Ana', roles: ['user'], admin: 0 });
    expect(post).toHaveBeenCalledWith(
      '/account/userInfo',
      { userId: 'tok-1', deviceId: '', newVersion: 'V3.9.5' },
      { suppressLoading: true },
    );
    expect(sessionBridge.getToken()).toBe('tok-1');
  });

  it('stays logged out quietly when user info cannot be had, and forgets the token', async () => {
    await createTokenStorage('demo', KEY, browserCipher).write('stale');
    const post = vi.fn(async () => {
      throw new Error('404');
    });
    stop = await startSession(bundleWith(post as unknown as ApiClient['post']));
    await settled();
    expect(sessionStore.get().status).toBe('loggedOut');
    expect(localStorage.getItem(userTokenKey('demo'))).toBeNull();
    expect(feedbackStore.get().notification).toBeNull();
  });

  it('starts nothing when the page left the tenant while the stored token was read', async () => {
    await createTokenStorage('demo', KEY, browserCipher).write('tok-2');
    const post = vi.fn();
    const left = new AbortController();
    const starting = startSession(bundleWith(post as unknown as ApiClient['post']), left.signal);
    left.abort();
    expect(await starting).toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(sessionBridge.getToken()).toBeNull();
  });

  it('persists the token of a login, encrypted', async () => {
    const post = vi.fn(async () => ({
      success: true,
      result: { rtn: 1, userId: 'u2', firstName: 'Bo', userStatus: 1 },
    }));
    stop = await startSession(bundleWith(post as unknown as ApiClient['post']));
    await settled();
    sessionBridge.send({ type: 'LOGIN_SUCCEEDED', token: 'fresh-token' });
    await vi.waitFor(() => expect(sessionStore.get().status).toBe('loggedIn'));
    await vi.waitFor(() => expect(localStorage.getItem(userTokenKey('demo'))).not.toBeNull());
    const stored = localStorage.getItem(userTokenKey('demo'));
    expect(stored).not.toContain('fresh-token');
    expect(await createTokenStorage('demo', KEY, browserCipher).read()).toBe('fresh-token');
  });
});
