import { useNavigate } from 'react-router';
import { useRequireLogin } from '../../../session/use-require-login';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useLogout } from '../session/use-logout';
import { useProfile } from './use-profile';

/**
 * What the profile screen shows: nothing but a placeholder until the session and the profile are
 * there, the profile's load failure, or the profile; logging out goes home. A logged-out visitor
 * is sent to login (useRequireLogin), except while this screen logs the customer out itself.
 */
export function useProfilePage() {
  const navigate = useNavigate();
  const { home } = useLayoutLinks();
  const { progress, logout } = useLogout(() => void navigate(home, { replace: true }));
  const loggingOut = progress !== 'idle';
  const session = useRequireLogin(loggingOut);
  const loggedIn = session.status === 'loggedIn';
  const { load, reload, save } = useProfile(loggedIn);
  return {
    /** loading until both the session and the profile are there. */
    load: loggedIn ? load : ({ status: 'loading' } as const),
    reload,
    save,
    loggingOut,
    showLogout: loggedIn || loggingOut,
    logout,
  };
}
