import { loginPathFor, safeInternalPath } from './special-paths';

/** The query parameter that carries where to go after logging in. */
export const RETURN_PARAM = 'redirect';

/**
 * Where to go after logging in or signing up: the page the user came from (?redirect=, a path of
 * this app only), else `fallback` (the layout's home).
 */
export function returnPathOf(search: string, fallback: string): string {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  return safeInternalPath(raw) ?? fallback;
}

/** `href` with the return path carried along (so signup and password reset lead back there too). */
export function withReturnPath(href: string, returnPath: string | null): string {
  if (returnPath === null) return href;
  return `${href}?${new URLSearchParams({ [RETURN_PARAM]: returnPath }).toString()}`;
}

/**
 * Where an ended session leads (docs/rules.md#one-message): the layout's login, carrying the page
 * the customer was on so logging in brings them back to it (not when that page is the login itself).
 */
export function loginAfterExpiry(location: { pathname: string; search: string }): string {
  const login = loginPathFor(location.pathname);
  if (login === '/home' || location.pathname.toLowerCase() === login.toLowerCase()) return login;
  return withReturnPath(login, `${location.pathname}${location.search}`);
}
