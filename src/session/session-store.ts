import type { SessionEvent } from '../../flows/accounts/session.machine';
import type { Message } from '../protocol/message';
import { createExternalStore } from '../state/external-store';

/** What the views need to know about the session (the machine itself loads after first paint). */
export interface SessionView {
  /** 'starting' until the session flow has run; 'busy' while it talks to the server. */
  status: 'starting' | 'busy' | 'loggedOut' | 'loggedIn';
  firstName: string | null;
  roles: readonly string[];
  admin: number;
  /** The last failure, a message of the catalogue (shown in the user's language by the view). */
  error: Message | null;
}

export const STARTING_SESSION: SessionView = { status: 'starting', firstName: null, roles: [], admin: 0, error: null };
/** No stored token: logged out, exactly where the machine's 'restoring' state would go. */
export const LOGGED_OUT_SESSION: SessionView = { ...STARTING_SESSION, status: 'loggedOut' };

export const sessionStore = createExternalStore<SessionView>(STARTING_SESSION);

let token: string | null = null;
let send: ((event: SessionEvent) => void) | null = null;
let loadOnDemand: (() => void) | null = null;
const queued: SessionEvent[] = [];

/**
 * The seam between the session machine (lazy chunk) and the rest of the app: the API client reads
 * the token from here, and views send events here; events sent before the machine runs wait, and
 * in on-demand mode the first event starts loading it.
 */
export const sessionBridge = {
  getToken: (): string | null => token,
  setToken(next: string | null) {
    token = next;
  },
  send(event: SessionEvent) {
    if (send) {
      send(event);
      return;
    }
    queued.push(event);
    loadOnDemand?.();
  },
  /** Without a stored token the flow is loaded only when an event needs it (e.g. a login). */
  loadWhenNeeded(load: () => void) {
    loadOnDemand = load;
    sessionStore.set(LOGGED_OUT_SESSION);
  },
  connect(sender: (event: SessionEvent) => void) {
    send = sender;
    loadOnDemand = null;
    for (const event of queued.splice(0)) sender(event);
  },
  disconnect() {
    send = null;
    loadOnDemand = null;
    token = null;
    queued.length = 0;
    sessionStore.set(STARTING_SESSION);
  },
};
