import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient, QUERY_DEFAULTS } from '../queries/query-client';

/**
 * A query client of its own for one test, with the app's settings but no retries: a failure shows
 * at once, and no test shares another's cached answers.
 */
export function testQueryClient(): QueryClient {
  return createQueryClient({ ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS?.queries, retry: false } });
}

/** Wraps what a test renders in `client` (a fresh testQueryClient() when none is given). */
export function withQueryClient(client: QueryClient = testQueryClient()) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
