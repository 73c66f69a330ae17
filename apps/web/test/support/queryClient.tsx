import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { queryClient } from '../../src/app/queryClient.tsx';

/** A client with the app's settings and a cache of its own, without garbage-collection timers. */
export function createTestQueryClient(): QueryClient {
  const defaults = queryClient.getDefaultOptions();
  return new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, gcTime: Number.POSITIVE_INFINITY } },
  });
}

/**
 * The signed-in app's server-state provider around a test's screen, with a fresh cache per render, so
 * no test sees another's answers. Use as render's `wrapper`, or through renderInApp.
 */
export function QueryWrapper({ children }: { children: ReactNode }) {
  const [client] = useState(createTestQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
