import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The app's query client given to what it wraps: the one provider of server reads
 * (docs/architecture.md#server-reads). Loaded as a chunk of its own with the screens that read, or
 * by WithQueries once the page has settled, so no home's first download carries TanStack Query.
 */
export default function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
