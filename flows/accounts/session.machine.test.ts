import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorLogic } from 'xstate';
import { MissingImplementationError } from '../shared/missing-implementation';
import {
  LOGIN_REDIRECT_DELAY_MS,
  SESSION_MESSAGES,
  SessionEndedError,
  sessionMachine,
  type LogoutInput,
  type SessionInput,
  type UserInfo,
  type UserInfoInput,
} from './session.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const userInfo: UserInfo = { userId: 'u-42', firstName: 'Ann', userStatus: 1 };

function startSession(
  input: SessionInput,
  outcomes: {
    checkVersion?: () => Promise<void>;
    userInfo?: () => Promise<UserInfo>;
    logout?: () => Promise<void>;
  } = {},
) {
  const spies = {
    checkVersion: vi.fn(outcomes.checkVersion ?? (async () => {})),
    loadUserInfo: vi.fn<(input: UserInfoInput) => Promise<UserInfo>>(outcomes.userInfo ?? (async () => userInfo)),
    logout: vi.fn<(input: LogoutInput) => Promise<void>>(outcomes.logout ?? (async () => {})),
    persistToken: vi.fn(),
    clearPersistedSession: vi.fn(),
    navigateToLogin: vi.fn(),
    notifyExpired: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      checkVersion: fromPromise(() => spies.checkVersion()),
      loadUserInfo: fromPromise(({ input }) => spies.loadUserInfo(input)),
      logout: fromPromise(({ input }) => spies.logout(input)),
    },
    actions: {
      persistToken: (_, params) => spies.persistToken(params.token),
      clearPersistedSession: () => spies.clearPersistedSession(),
      navigateToLogin: () => spies.navigateToLogin(),
      notifyExpired: (_, params) => spies.notifyExpired(params.message),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, spies };
}

async function loggedInSession(outcomes: Parameters<typeof startSession>[1] = {}) {
  const session = startSession({ token: null }, outcomes);
  session.actor.send({ type: 'LOGIN_SUCCEEDED', token: 'tok-1' });
  await waitFor(session.actor, (s) => s.matches('loggedIn'));
  return session;
}

describe('session machine: model walk', () => {
  const walkOptions = {
    inputs: [{ token: null }, { token: 'stored-token' }],
    events: {
      LOGIN_SUCCEEDED: [{ type: 'LOGIN_SUCCEEDED', token: 'login-token' }],
      ...actorOutcomes('loadUserInfo', {
        done: [userInfo],
        error: [new Error('user info down'), new SessionEndedError('revoked')],
      }),
      ...actorOutcomes('logout', { error: [new Error('logout down')] }),
    },
    log: () => {},
  };

  it('covers every state and every transition on shortest paths', async () => {
    const report = await walkModel(sessionMachine, walkOptions);
    console.log(report.line);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.states).toMatchObject({ covered: 7, total: 7 });
    expect(report.transitions).toMatchObject({ covered: 15, total: 15 });
  });

  it('replays every simple path too', async () => {
    const report = await walkModel(sessionMachine, { ...walkOptions, strategy: 'simple' });
    expect(report.states.covered).toBe(report.states.total);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });
});

describe('session machine: rules', () => {
  it('starts logged out without a stored token', () => {
    const { actor } = startSession({});
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, roles: [], admin: 0, error: null });
  });

  it('stores the token on login, loads user info, then roles are [user] and admin 0', async () => {
    const { actor, spies } = await loggedInSession();
    expect(spies.persistToken).toHaveBeenCalledWith('tok-1');
    expect(spies.loadUserInfo).toHaveBeenCalledWith({ token: 'tok-1' });
    expect(actor.getSnapshot().context).toEqual({
      token: 'tok-1',
      userId: 'u-42',
      firstName: 'Ann',
      userStatus: 1,
      roles: ['user'],
      admin: 0,
      error: null,
    });
  });

  it('auto-logins from a stored token: version check, then user info', async () => {
    const { actor, spies } = startSession({ token: 'stored' });
    expect(actor.getSnapshot().value).toBe('checkingVersion');
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(spies.checkVersion).toHaveBeenCalledTimes(1);
    expect(spies.loadUserInfo).toHaveBeenCalledWith({ token: 'stored' });
    expect(spies.persistToken).not.toHaveBeenCalled();
  });

  it('goes on to user info when the version check fails', async () => {
    const { actor } = startSession({ token: 'stored' }, { checkVersion: () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('loggedIn'));
  });

  it('clears the session and reports the catalogue error when user info fails', async () => {
    const { actor, spies } = startSession({ token: 'stale' }, { userInfo: () => Promise.reject(new Error('500')) });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      userId: null,
      roles: [],
      error: SESSION_MESSAGES.userInfoFailed,
    });
    expect(SESSION_MESSAGES.userInfoFailed).toEqual({ code: 'GET_INFO_FAILED' });
    expect(spies.clearPersistedSession).toHaveBeenCalledTimes(1);
  });

  it('says the session ended, not that a call failed, when the server refuses the stored token; the message can be dismissed', async () => {
    const { actor, spies } = startSession(
      { token: 'revoked' },
      { userInfo: () => Promise.reject(new SessionEndedError('revoked')) },
    );
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ token: null, error: { code: 'SESSION_ENDED' } });
    expect(spies.clearPersistedSession).toHaveBeenCalledTimes(1);
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('on HTTP 401 clears the session, then after 1 s is logged out and navigates to login', async () => {
    const { actor, clock, spies } = await loggedInSession();
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      userId: null,
      roles: [],
      error: { code: 'LOGIN_EXPIRED' },
    });
    expect(spies.clearPersistedSession).toHaveBeenCalledTimes(1);
    expect(spies.notifyExpired).toHaveBeenCalledWith({ code: 'LOGIN_EXPIRED' });

    clock.increment(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(spies.navigateToLogin).not.toHaveBeenCalled();

    clock.increment(1);
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(1000);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(spies.navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 while loading user info as expiry, not as an info failure', async () => {
    const { actor } = startSession({ token: 'stale' }, { userInfo: () => new Promise(() => {}) });
    await waitFor(actor, (s) => s.matches('loadingUserInfo'));
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('logs out: calls logout with the token and clears the session', async () => {
    const { actor, spies } = await loggedInSession();
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(spies.logout).toHaveBeenCalledWith({ token: 'tok-1' });
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      userId: null,
      firstName: null,
      roles: [],
      error: null,
    });
    expect(spies.clearPersistedSession).toHaveBeenCalledTimes(1);
  });

  it('clears the session even when the logout call fails, and says so', async () => {
    const { actor, spies } = await loggedInSession({ logout: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      userId: null,
      roles: [],
      error: { code: 'LOGOUT_FAILED' },
    });
    expect(spies.clearPersistedSession).toHaveBeenCalledTimes(1);
  });

  it('ignores a 401 during the logout call (no "Login expired" for logout)', async () => {
    const { actor, spies } = await loggedInSession({ logout: () => new Promise(() => {}) });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(spies.notifyExpired).not.toHaveBeenCalled();
  });

  it('fails loudly when an actor was not provided', async () => {
    const logic = sessionMachine.implementations.actors.loadUserInfo as AnyActorLogic;
    const child = createActor(logic, { input: { token: 't' } });
    const failed = new Promise<unknown>((resolve) => child.subscribe({ error: resolve }));
    child.start();
    const error = await failed;
    expect(error).toBeInstanceOf(MissingImplementationError);
    expect(String(error)).toContain("actor 'loadUserInfo' has no implementation");
  });
});
