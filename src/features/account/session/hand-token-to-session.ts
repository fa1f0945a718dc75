import { sessionBridge } from '../../../session/session-store';

/**
 * The login entry point of the session (src/session): the session machine takes the token,
 * stores it encrypted, loads the user info and sets the roles (docs/rules.md#session-states). Events sent
 * before the session flow has loaded wait for it, and the first one loads it.
 */
export function handTokenToSession(token: string): void {
  sessionBridge.send({ type: 'LOGIN_SUCCEEDED', token });
}
