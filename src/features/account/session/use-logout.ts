import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../feedback/feedback-store';
import { messageNotification } from '../../../feedback/message-notification';
import { useSession } from '../../../session/use-session';

export type LogoutProgress = 'idle' | 'loggingOut' | 'loggedOut';

/**
 * Log out through the session flow (it calls /account/logout and clears the session whatever the
 * answer). Calls `onLoggedOut` once the session is logged out; a failed call is reported with the
 * catalogue's 'Failed to logout, please retry later'.
 */
export function useLogout(onLoggedOut: () => void): { progress: LogoutProgress; logout: () => void } {
  const session = useSession();
  const [progress, setProgress] = useState<LogoutProgress>('idle');
  const latest = useRef(onLoggedOut);
  useEffect(() => {
    latest.current = onLoggedOut;
  });

  useEffect(() => {
    if (progress !== 'loggingOut' || session.status !== 'loggedOut') return;
    if (session.error?.code === 'LOGOUT_FAILED') notify(messageNotification({ code: 'LOGOUT_FAILED' }));
    // Stays 'loggedOut' (not back to idle): the screen is on its way out.
    setProgress('loggedOut');
    latest.current();
  }, [progress, session.status, session.error]);

  return {
    progress,
    logout: () => {
      if (progress !== 'idle') return;
      setProgress('loggingOut');
      session.logout();
    },
  };
}
