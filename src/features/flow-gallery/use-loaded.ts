import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'found'; value: T } | { status: 'not-found' } | { status: 'failed' };

type Lookup<T> = { kind: 'found'; value: T } | { kind: 'not-found' };

/**
 * What `load` answers under `queryKey` (src/queries/query-keys.ts, flowKeys): loading until it
 * settles, then found, not found or failed (a network or server error); `retry` asks again.
 */
export function useLoaded<T>(
  queryKey: QueryKey,
  load: () => Promise<Lookup<T>>,
): { loaded: Loaded<T>; retry: () => void } {
  const query = useQuery({ queryKey, queryFn: load });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  // A retry shows as loading again.
  if (query.status === 'error' && !query.isFetching) return { loaded: { status: 'failed' }, retry };
  if (query.status !== 'success') return { loaded: { status: 'loading' }, retry };
  const lookup = query.data;
  return {
    loaded: lookup.kind === 'found' ? { status: 'found', value: lookup.value } : { status: 'not-found' },
    retry,
  };
}
