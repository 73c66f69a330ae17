import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The signed-in app's one client of server state (a logout reloads the page, so no user sees another's
 * answers). The request client has already told the user about every failure (a notice, or the
 * logout flow), so a retry would only repeat that notice: none. Answers stay fresh for a few seconds,
 * which stands in for the old "load on every mount" while sparing one screen's duplicate loads;
 * screens refetch on their own triggers, not on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 3_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
