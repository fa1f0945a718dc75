import { useState } from 'react';
import { useLocation } from 'react-router';
import { RETURN_PARAM, withReturnPath } from '../../../navigation/return-path';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useTenant } from '../../../tenant/use-tenant';
import { phoneFromState } from '../navigation/phone-state';
import { useReturnWhenLoggedIn } from '../session/use-return-when-logged-in';

/**
 * The frame of the sign-up screen: the brand, the way to login (keeping where the user came
 * from), the session the new account is handed to, and a fresh flow when that hand-over failed.
 */
export function useSignupScreen() {
  const { bundle } = useTenant();
  const links = useLayoutLinks();
  const location = useLocation();
  const session = useReturnWhenLoggedIn();
  const [attempt, setAttempt] = useState(0);
  const returnPath = new URLSearchParams(location.search).get(RETURN_PARAM);
  return {
    brand: bundle.tenant.branding.name,
    loginHref: withReturnPath(links.href('login'), returnPath),
    session,
    attempt,
    startAgain: () => setAttempt((n) => n + 1),
    initialPhone: phoneFromState(location.state),
  };
}
