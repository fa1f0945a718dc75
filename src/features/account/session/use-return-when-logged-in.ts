import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../session/use-session';
import type { SessionView } from '../../../session/session-store';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { returnPathOf } from '../../../navigation/return-path';

/** Where this screen sends the user once logged in: ?redirect= (a path of this app), else the layout's home. */
export function useReturnPath(): string {
  const { search } = useLocation();
  const { home } = useLayoutLinks();
  return returnPathOf(search, home);
}

/**
 * Leaves for the return path as soon as the session is logged in: after this screen's flow handed
 * it a token and the user info loaded, or at once when the user was logged in already.
 */
export function useReturnWhenLoggedIn(): SessionView {
  const session = useSession();
  const navigate = useNavigate();
  const target = useReturnPath();
  useEffect(() => {
    if (session.status === 'loggedIn') void navigate(target, { replace: true });
  }, [session.status, navigate, target]);
  return session;
}
