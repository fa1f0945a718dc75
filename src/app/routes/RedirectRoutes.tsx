import { Navigate, useLocation, useParams } from 'react-router';
import { redirectTarget, safeInternalPath } from '../../navigation/special-paths';

/** /redirect/{path}: to that path of this app, with the request's query and hash. */
export function RedirectRoute() {
  const { '*': splat } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={redirectTarget(splat, search, hash)} replace />;
}

/** Return point after an external sign-in: back to ?redirect= when it is a path of this app, else /home. */
export function AuthRedirectRoute() {
  const { search } = useLocation();
  return <Navigate to={safeInternalPath(new URLSearchParams(search).get('redirect')) ?? '/home'} replace />;
}
