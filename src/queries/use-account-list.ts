import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiEnvelope } from '../protocol/response';
import { useSession } from '../session/use-session';
import { acceptedResult } from './refused-read';

export interface AccountList<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: T[];
  reload(): void;
  /** Replaces the list with what a change answered (the server's list as it now is). */
  replace(items: T[]): void;
}

/**
 * A list the signed-in customer owns (saved cards, vouchers, vehicles, bookings) under `queryKey`
 * (src/queries/query-keys.ts, customerKeys; the same array from render to render), read once they are logged in and again on reload.
 * Nothing is asked before login. Refusals and transport failures read as 'error', the list read
 * before kept.
 */
export function useAccountList<R extends object, T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<ApiEnvelope<R>>,
  pick: (result: R) => T[] | undefined,
): AccountList<T> {
  const loggedIn = useSession().status === 'loggedIn';
  const client = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => pick(acceptedResult(await load(signal))) ?? [],
    enabled: loggedIn,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback((items: T[]) => client.setQueryData(queryKey, items), [client, queryKey]);
  return { status: accountListStatus(loggedIn, query), items: query.data ?? [], reload, replace };
}

/** A retry after a failure shows as loading again; a reload of a shown list keeps it 'ready'. */
function accountListStatus(
  loggedIn: boolean,
  query: { status: 'pending' | 'error' | 'success'; isFetching: boolean },
): AccountList<unknown>['status'] {
  if (!loggedIn) return 'idle';
  if (query.status === 'success') return 'ready';
  if (query.status === 'error' && !query.isFetching) return 'error';
  return 'loading';
}
