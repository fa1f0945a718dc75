import { describe, expect, it } from 'vitest';
import { sessionViewOf } from './session-view';

const context = { token: 't', userId: 'u', firstName: 'Ana', userStatus: 1, roles: ['user'], admin: 0, error: null };

describe('sessionViewOf', () => {
  it('folds the machine states into what the views show', () => {
    expect(sessionViewOf('loggedIn', context)).toMatchObject({ status: 'loggedIn', firstName: 'Ana', roles: ['user'] });
    expect(sessionViewOf('loggedOut', context).status).toBe('loggedOut');
    for (const busy of ['restoring', 'checkingVersion', 'loadingUserInfo', 'loggingOut', 'expired']) {
      expect(sessionViewOf(busy, context).status).toBe('busy');
    }
  });
});
