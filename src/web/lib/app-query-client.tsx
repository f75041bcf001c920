import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import { setSessionCache } from '@/web/lib/session-cache';

/**
 * The app's one query client. This module loads with the first page that fetches (`page`
 * in src/web/app/lazy-page.tsx) or with the auth modal, never with the layout, so /home's
 * first load carries no query library. The cache lives as long as the tab, across pages.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Gives what it wraps the app's query client, unless a client is given already (tests). */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  useEffect(() => {
    if (!given) setSessionCache(queryClient);
  }, [given]);
  if (given) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
