import { useEffect, useState } from 'react';
import { useRequireLogin } from '../../../session/use-require-login';

/**
 * True once the customer is logged in (a logged-out visitor goes to login first). Stays true while
 * the session briefly talks to the server ('busy'), so a payment under way is not torn down.
 */
export function useLoggedIn(): boolean {
  const session = useRequireLogin();
  const [seen, setSeen] = useState(session.status === 'loggedIn');
  useEffect(() => {
    if (session.status === 'loggedIn') setSeen(true);
    if (session.status === 'loggedOut') setSeen(false);
  }, [session.status]);
  return session.status === 'loggedIn' || (seen && session.status !== 'loggedOut');
}
