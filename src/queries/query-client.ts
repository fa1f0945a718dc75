import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isApiError } from '../api/errors';
import { sessionStore, type SessionView } from '../session/session-store';
import { customerKeys } from './query-keys';
import { RefusedRead } from './refused-read';

/** How many times a failed read is asked again by itself before the screen shows its retry offer. */
export const READ_RETRIES = 1;

/**
 * Whether a failed read is asked again by itself (docs/architecture.md#server-reads). Not when the
 * API client has already told the customer (a notification, or the session's end: one message per
 * failure, docs/rules.md#one-message) or the server refused the ask (a refusal, HTTP 4xx): the
 * screen's retry offer is there for those. A plain GET that failed unseen (site content, flow gallery, admin) is
 * asked once more.
 */
export function retryRead(failures: number, error: unknown): boolean {
  if (failures >= READ_RETRIES || isApiError(error) || error instanceof RefusedRead) return false;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

/**
 * The reads' shared settings. A read runs even when the browser says it is offline (networkMode
 * 'always'): the screens that keep copies on the phone show them when the call fails, which it must
 * be let to do. A screen reads again each time it is shown (no stale time) and shows what it read
 * last meanwhile; nothing is read again on focus or reconnection behind the customer's back.
 */
export const QUERY_DEFAULTS: QueryClientConfig['defaultOptions'] = {
  queries: { retry: retryRead, networkMode: 'always', refetchOnWindowFocus: false, refetchOnReconnect: false },
  mutations: { retry: false, networkMode: 'always' },
};

export function createQueryClient(defaultOptions: QueryClientConfig['defaultOptions'] = QUERY_DEFAULTS): QueryClient {
  return new QueryClient({ defaultOptions });
}

/** What one customer read leaves when their session ends: the next customer on this phone starts clean. */
export function dropCustomerReadsOnSessionEnd(
  client: QueryClient,
  session: { get(): SessionView; subscribe(listener: () => void): () => void },
): () => void {
  let loggedIn = session.get().status === 'loggedIn';
  return session.subscribe(() => {
    const { status } = session.get();
    // 'busy' is a login or logout under way: only its outcome says whether the customer changed.
    if (status === 'busy') return;
    const now = status === 'loggedIn';
    if (loggedIn && !now) client.removeQueries({ queryKey: customerKeys.all });
    loggedIn = now;
  });
}

/** The app's one query client: every read of server data in the browser goes through it. */
export const queryClient = createQueryClient();
dropCustomerReadsOnSessionEnd(queryClient, sessionStore);
