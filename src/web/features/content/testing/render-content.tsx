import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { apiFetch } from '@/web/lib/api-client';
import { AuthContext, type AuthState, type AuthStatus } from '@/web/lib/auth-context';

export function fakeAuth(status: AuthStatus = 'signed-in'): AuthState {
  return {
    status,
    user: status === 'signed-in' ? { id: 'u1', displayName: 'Ada' } : null,
    openSignIn: vi.fn(),
    openAuth: vi.fn(),
    closeAuth: vi.fn(),
    refresh: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    clearSession: vi.fn(),
  };
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/** Renders `page` at `url` under `path`, with a probe showing where the router is. */
export function renderAt(
  page: ReactNode,
  { url, path, auth = fakeAuth() }: { url: string; path: string; auth?: AuthState },
) {
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, client, auth };
}

type Handler = (init: RequestInit | undefined) => unknown;

/**
 * Answers each API path from `routes` (a thrown error is a failed call). Needs the test
 * file to vi.mock '@/web/lib/api-client' with apiFetch: vi.fn().
 */
export function serve(routes: Record<string, Handler>) {
  vi.mocked(apiFetch).mockImplementation(async (path: string, init?: RequestInit) => {
    const handler = routes[path];
    if (!handler) throw new Error(`unexpected ${path}`);
    return handler(init);
  });
}

/** The paths apiFetch was called with, in order. */
export const calledPaths = () => vi.mocked(apiFetch).mock.calls.map(([path]) => path);

/** The JSON bodies sent to `path`, in order. */
export const bodiesOf = (path: string) =>
  vi
    .mocked(apiFetch)
    .mock.calls.filter(([p]) => p === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
