import { assign, fromPromise, setup } from 'xstate';
import type { Message } from '../../src/protocol/message';
import type { TransportMessage } from '../../src/protocol/transport-messages';
import { missingActor } from '../shared/missing-implementation';

/**
 * The customer session (docs/rules.md#session-states): restore a stored token, auto-login
 * (version check, then user info), log in, log out and expire on HTTP 401.
 *
 * Effects are named here and implemented by the app with `.provide()`:
 * actors `checkVersion`, `loadUserInfo`, `logout`; actions `persistToken`,
 * `clearPersistedSession`, `navigateToLogin`, `notifyExpired`.
 */

/** Messages from the error catalogue (docs/rules.md#error-catalogue) that this flow sets. */
export const SESSION_MESSAGES = {
  userInfoFailed: { code: 'GET_INFO_FAILED' },
  sessionEnded: { code: 'SESSION_ENDED' },
  logoutFailed: { code: 'LOGOUT_FAILED' },
  loginExpired: { code: 'LOGIN_EXPIRED' },
} as const satisfies Record<string, TransportMessage>;

/** After a 401 the user is sent to login after 1 second (docs/rules.md#login-redirect-delay). */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** After user info loads, roles are just 'user' and admin is 0 (docs/rules.md#roles). */
export const ROLES_AFTER_USER_INFO: readonly string[] = ['user'];

/** userStatus is not typed further; the user-info payload decides. */
export type UserStatus = number | string;

export interface SessionContext {
  /** The opaque session token (the login response's `userId`, docs/rules.md#session-tokens). */
  token: string | null;
  userId: string | null;
  firstName: string | null;
  userStatus: UserStatus | null;
  roles: string[];
  /** Admin flag; 0 for every customer session (docs/rules.md#roles). */
  admin: number;
  /** The last user-facing failure, from the error catalogue. */
  error: Message | null;
}

export interface SessionInput {
  /** The token read back from storage by the caller, if any. */
  token?: string | null;
}

export type SessionEvent =
  /** The login flow succeeded; `token` is the login response's `userId`. */
  | { type: 'LOGIN_SUCCEEDED'; token: string }
  | { type: 'LOGOUT' }
  /** Any call answered HTTP 401. */
  | { type: 'SESSION_EXPIRED' }
  /** The customer has read the last failure (a screen's 'Try again'): it is no longer shown. */
  | { type: 'DISMISS_ERROR' };

export interface UserInfoInput {
  token: string;
}

export interface UserInfo {
  userId: string;
  firstName: string;
  userStatus: UserStatus;
}

export interface LogoutInput {
  token: string;
}

/**
 * What `loadUserInfo` rejects with when the server answered that the token is no longer a session
 * (ended on another device by a password change or reset, by logout, or after 30 days unused): the
 * customer is told to log in again, not that a call failed.
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

const emptySession = {
  token: null,
  userId: null,
  firstName: null,
  userStatus: null,
  roles: [],
  admin: 0,
} satisfies Omit<SessionContext, 'error'>;

function requireToken(context: SessionContext): string {
  if (context.token === null) {
    // Only reachable if the machine definition is changed so a call runs without a token.
    throw new Error('session machine: no token in a state that calls the server with one');
  }
  return context.token;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    checkVersion: fromPromise<void, void>(missingActor('session', 'checkVersion')),
    loadUserInfo: fromPromise<UserInfo, UserInfoInput>(missingActor('session', 'loadUserInfo')),
    logout: fromPromise<void, LogoutInput>(missingActor('session', 'logout')),
  },
  actions: {
    // Effects: the app provides these; the defaults do nothing so a pure run (tests, diagrams) is safe.
    persistToken: (_, _params: { token: string }) => {},
    clearPersistedSession: () => {},
    navigateToLogin: () => {},
    notifyExpired: (_, _params: { message: TransportMessage }) => {},
    // Context updates, named so diagrams and JSON show what each transition does.
    storeToken: assign((_, params: { token: string }) => ({ token: params.token, error: null })),
    storeUserInfo: assign((_, params: UserInfo) => ({
      userId: params.userId,
      firstName: params.firstName,
      userStatus: params.userStatus,
      roles: [...ROLES_AFTER_USER_INFO],
      admin: 0,
      error: null,
    })),
    clearSession: assign(() => ({ ...emptySession, roles: [] })),
    setError: assign((_, params: { message: Message | null }) => ({ error: params.message })),
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null && context.token !== '',
    sessionEnded: (_, params: { error: unknown }) => params.error instanceof SessionEndedError,
  },
}).createMachine({
  id: 'session',
  description: 'Customer session: restore, auto-login, login, logout and expiry.',
  context: ({ input }) => ({
    ...emptySession,
    roles: [],
    token: input?.token ?? null,
    error: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Decides from the stored token whether to auto-login.',
      always: [{ guard: 'hasStoredToken', target: 'checkingVersion' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      description: 'Not logged in.',
      on: {
        DISMISS_ERROR: { actions: { type: 'setError', params: { message: null } } },
        LOGIN_SUCCEEDED: {
          target: 'loadingUserInfo',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    checkingVersion: {
      description: 'Auto-login, step 1: look for a new app version.',
      invoke: {
        id: 'checkVersion',
        src: 'checkVersion',
        // The version check is advisory: its failure says nothing about the session.
        onDone: { target: 'loadingUserInfo' },
        onError: { target: 'loadingUserInfo' },
      },
    },
    loadingUserInfo: {
      description: 'Loads the user info for the token.',
      invoke: {
        id: 'loadUserInfo',
        src: 'loadUserInfo',
        input: ({ context }) => ({ token: requireToken(context) }),
        onDone: {
          target: 'loggedIn',
          actions: { type: 'storeUserInfo', params: ({ event }) => event.output },
        },
        onError: [
          {
            // The server says the token is no session any more: 'log in again', in the catalogue's words.
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
            actions: [
              'clearSession',
              'clearPersistedSession',
              { type: 'setError', params: { message: SESSION_MESSAGES.sessionEnded } },
            ],
          },
          {
            target: 'loggedOut',
            actions: [
              'clearSession',
              'clearPersistedSession',
              { type: 'setError', params: { message: SESSION_MESSAGES.userInfoFailed } },
            ],
          },
        ],
      },
      on: {
        SESSION_EXPIRED: { target: 'expired' },
      },
    },
    loggedIn: {
      description: 'Logged in with user info loaded.',
      on: {
        LOGOUT: { target: 'loggingOut' },
        SESSION_EXPIRED: { target: 'expired' },
      },
    },
    loggingOut: {
      // A 401 here is not reported as 'Login expired' (docs/rules.md#http-failures): the session ends either way.
      description: 'Tells the server; the session is cleared whatever it answers.',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: requireToken(context) }),
        onDone: {
          target: 'loggedOut',
          actions: ['clearSession', 'clearPersistedSession', { type: 'setError', params: { message: null } }],
        },
        onError: {
          target: 'loggedOut',
          actions: [
            'clearSession',
            'clearPersistedSession',
            { type: 'setError', params: { message: SESSION_MESSAGES.logoutFailed } },
          ],
        },
      },
    },
    expired: {
      description: 'HTTP 401: the session is cleared; login follows after 1 second.',
      entry: [
        'clearSession',
        'clearPersistedSession',
        { type: 'setError', params: { message: SESSION_MESSAGES.loginExpired } },
        { type: 'notifyExpired', params: { message: SESSION_MESSAGES.loginExpired } },
      ],
      after: {
        [LOGIN_REDIRECT_DELAY_MS]: { target: 'loggedOut', actions: 'navigateToLogin' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
