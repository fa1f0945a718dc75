import { useExternalStore } from '../state/external-store';
import { sessionBridge, sessionStore, type SessionView } from './session-store';

/** The session as views see it, and the events they may send. */
export function useSession(): SessionView & { logout(): void; dismissError(): void } {
  const view = useExternalStore(sessionStore);
  return {
    ...view,
    logout: () => sessionBridge.send({ type: 'LOGOUT' }),
    dismissError: () => sessionBridge.send({ type: 'DISMISS_ERROR' }),
  };
}
