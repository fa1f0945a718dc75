import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionView } from './session-store';
import { useSession } from './use-session';
import { useLayoutLinks } from '../tenant/use-layout-links';
import { withReturnPath } from '../navigation/return-path';

/**
 * Screens of a logged-in customer: a logged-out visitor goes to login, which brings them back
 * here afterwards. `paused` holds the redirect (e.g. while this screen logs the user out and goes
 * elsewhere itself).
 */
export function useRequireLogin(paused = false): SessionView {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const links = useLayoutLinks();
  const loginHref = withReturnPath(links.href('login'), `${pathname}${search}`);
  useEffect(() => {
    if (!paused && session.status === 'loggedOut') void navigate(loginHref, { replace: true });
  }, [paused, session.status, navigate, loginHref]);
  return session;
}
