import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AuthContext, type AuthState } from '@/web/lib/auth-context';

const signedIn: AuthState = {
  status: 'signed-in',
  user: { id: 'u1', displayName: 'Tester' },
  openSignIn: () => undefined,
  openAuth: () => undefined,
  closeAuth: () => undefined,
  refresh: async () => undefined,
  signOut: async () => undefined,
  clearSession: () => undefined,
};

/** Renders with a fresh query client (no retries) and a signed-in user. */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={signedIn}>{ui}</AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** A fetch stand-in: answers each call with the next response, and records the requests. */
export function fakeFetch(...answers: Array<{ status?: number; body: unknown }>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const queue = [...answers];
  const fn = async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const next = queue.length > 1 ? queue.shift() : queue[0];
    return new Response(JSON.stringify(next?.body ?? null), { status: next?.status ?? 200 });
  };
  return { fn, calls };
}
