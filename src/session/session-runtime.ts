import { tokenStorageKey } from './user-token-key';
import { createActor, fromPromise } from 'xstate';
import {
  SessionEndedError,
  sessionMachine,
  type LogoutInput,
  type UserInfo,
  type UserInfoInput,
} from '../../flows/accounts/session.machine';
import { logout } from '../api/endpoints/account';
import { DEFAULT_USER_INFO_PATH, fetchUserInfo, UserInfoError } from '../api/endpoints/user-info';
import { CLIENT_VERSION } from '../config/client-version';
import type { TenantBundle } from '../tenant/tenant-loader';
import { browserCipher } from '../protocol/cipher-browser';
import { notify } from '../feedback/feedback-store';
import { messageNotification } from '../feedback/message-notification';
import { navigateTo } from '../navigation/navigate';
import { isApiError } from '../api/errors';
import { offlineStore } from '../offline/offline-store';
import { waitForConnection } from '../offline/use-online';
import { loginAfterExpiry } from '../navigation/return-path';
import { sessionBridge, sessionStore } from './session-store';
import { createTokenStorage } from './token-storage';
import { sessionViewOf } from './session-view';

/** How long a user-info call that could not reach the server waits before it asks again (sooner when the phone reconnects). */
export const UNREACHABLE_RETRY_MS = 15_000;

/** The call never reached the server (no connection, time-out): it says nothing about the token. */
function isUnreachable(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === undefined &&
    (error.code === 'NETWORK_ERROR' || error.code === 'NETWORK_TIMEOUT')
  );
}

/**
 * Runs the session machine of flows/ for one tenant (loaded after first paint, with xstate), once
 * the stored token is decrypted. Resolves with a stop function, or with null when `signal` was
 * aborted first (the page left the tenant meanwhile), in which case nothing was started.
 */
export async function startSession(bundle: TenantBundle, signal?: AbortSignal): Promise<(() => void) | null> {
  const { tenant, api } = bundle;
  const tokens = createTokenStorage(tenant.id, tokenStorageKey(tenant), browserCipher);
  const userInfoPath = tenant.cloud?.urlUserInfo ?? DEFAULT_USER_INFO_PATH;

  const machine = sessionMachine.provide({
    actors: {
      // There is no version endpoint yet: the running client is the current version.
      checkVersion: fromPromise<void, void>(async () => undefined),
      // The quiet client: a failed auto-login just leaves the user logged out, without a message.
      // With no connection the token is kept and the call asked again once the phone is back online, so a
      // customer opening the app underground keeps their session and saved passes (docs/installable-app.md).
      loadUserInfo: fromPromise<UserInfo, UserInfoInput>(async ({ input, signal }) => {
        for (;;) {
          try {
            return await fetchUserInfo(api.quietCloud, userInfoPath, input.token, CLIENT_VERSION);
          } catch (error) {
            // The server read the token and refused it (or answered 401): the session ended elsewhere.
            if (error instanceof UserInfoError || (isApiError(error) && error.status === 401))
              throw new SessionEndedError('the server no longer knows this session');
            if (!isUnreachable(error) || signal.aborted) throw error;
            await waitForConnection(UNREACHABLE_RETRY_MS, signal);
            if (signal.aborted) throw error;
          }
        }
      }),
      // Revokes the token on the server; the machine clears the session whether or not it succeeds.
      logout: fromPromise<void, LogoutInput>(() => logout(api.cloud)),
    },
    actions: {
      persistToken: (_, params) => void tokens.write(params.token),
      // The phone's copy of the customer's passes goes with the session (logout, expiry, a refused token).
      clearPersistedSession: () => {
        tokens.clear();
        offlineStore.forgetAccount(tenant.id);
      },
      navigateToLogin: () => navigateTo(loginAfterExpiry(window.location), { replace: true }),
      notifyExpired: (_, params) => notify(messageNotification(params.message), 'warning'),
    },
  });

  const token = await tokens.read();
  if (signal?.aborted) return null;
  const actor = createActor(machine, { input: { token } });
  const subscription = actor.subscribe((snapshot) => {
    sessionBridge.setToken(snapshot.context.token);
    sessionStore.set(sessionViewOf(String(snapshot.value), snapshot.context));
    if (snapshot.value === 'loggedIn' && snapshot.context.userId)
      offlineStore.setCurrentAccount(tenant.id, snapshot.context.userId);
  });
  actor.start();
  sessionBridge.connect((event) => actor.send(event));
  return () => {
    subscription.unsubscribe();
    actor.stop();
    sessionBridge.disconnect();
  };
}
