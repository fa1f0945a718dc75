import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { AdminAnswer } from '../../api/endpoints/admin-content';
import { adminKeys } from '../../queries/query-keys';
import { useAdmin } from './admin-context';

export type AdminQuery<T> = { kind: 'loading' } | { kind: 'failed' } | AdminAnswer<T>;

/** The query key of an admin GET for the signed-in staff member (what one may read, another may not). */
export function useAdminKey(path: string): readonly unknown[] {
  const { shop, staff } = useAdmin();
  const staffCode = staff?.staffCode ?? '';
  return useMemo(() => adminKeys.path(shop, staffCode, path), [shop, staffCode, path]);
}

/**
 * A GET of the admin API, read again when `path` or `key` changes or on reload(); null reads
 * nothing. A retry of an answer that was not ok shows as loading again.
 */
export function useAdminQuery<T>(path: string | null, key: unknown = null): { state: AdminQuery<T>; reload(): void } {
  const { client } = useAdmin();
  const pathKey = useAdminKey(path ?? '');
  const query = useQuery({
    queryKey: [...pathKey, key],
    queryFn: () => client.call<T>('GET', path ?? ''),
    enabled: path !== null,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { state: adminQueryState(query), reload };
}

function adminQueryState<T>(query: {
  data: AdminAnswer<T> | undefined;
  status: 'pending' | 'error' | 'success';
  isFetching: boolean;
}): AdminQuery<T> {
  const { data } = query;
  if (data?.kind === 'ok') return data;
  if (query.isFetching || query.status === 'pending') return { kind: 'loading' };
  return data ?? { kind: 'failed' };
}
