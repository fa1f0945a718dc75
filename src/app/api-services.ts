import type { ClientServices } from '../api/endpoints/tenant-api';
import { notify } from '../feedback/feedback-store';
import { messageNotification } from '../feedback/message-notification';
import { loadingHooks } from '../feedback/loading-store';
import { sessionBridge } from '../session/session-store';

/** How every API client of the app reaches the UI: notifications, loading bar, session, navigation. */
export const appClientServices: ClientServices = {
  getToken: () => sessionBridge.getToken(),
  onSessionExpired: () => sessionBridge.send({ type: 'SESSION_EXPIRED' }),
  // The session machine (flows/accounts/session.machine.ts) owns an ended session: it says 'Login expired'
  // once and leads to login with the way back (docs/rules.md#one-message). The client's own
  // announcement and redirect would be a second message and a login that forgets the page.
  navigateToLogin: () => {},
  notify: ({ code }) => {
    if (code !== 'LOGIN_EXPIRED') notify(messageNotification({ code }));
  },
  loading: loadingHooks,
};
