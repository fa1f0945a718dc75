import type { ClientServices } from '../api/endpoints/tenant-api';
import { notify } from '../feedback/feedback-store';
import { messageNotification } from '../feedback/message-notification';
import { loadingHooks } from '../feedback/loading-store';
import { navigateTo } from '../navigation/navigate';
import { loginPathFor } from '../navigation/special-paths';
import { sessionBridge } from '../session/session-store';

/** How every API client of the app reaches the UI: notifications, loading bar, session, navigation. */
export const appClientServices: ClientServices = {
  getToken: () => sessionBridge.getToken(),
  onSessionExpired: () => sessionBridge.send({ type: 'SESSION_EXPIRED' }),
  navigateToLogin: () => navigateTo(loginPathFor(window.location.pathname), { replace: true }),
  notify: ({ code }) => notify(messageNotification({ code })),
  loading: loadingHooks,
};
