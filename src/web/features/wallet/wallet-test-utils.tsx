import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { AuthContext, type AuthState, type AuthStatus } from '@/web/lib/auth-context';
import { WalletPage } from './wallet-page';

export function fakeAuth(status: AuthStatus, over: Partial<AuthState> = {}): AuthState {
  return {
    status,
    user: status === 'signed-in' ? { id: 'u1', displayName: 'Ada' } : null,
    openSignIn: vi.fn(),
    openAuth: vi.fn(),
    closeAuth: vi.fn(),
    refresh: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    clearSession: vi.fn(),
    ...over,
  };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

export function renderWallet(auth: AuthState = fakeAuth('signed-in'), url = '/wallet') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[url]}>
          <WalletPage />
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/**
 * Answers each API path (query string aside) from `routes`; the watch summary answers 404
 * unless given. Needs the test file to vi.mock '@/web/lib/api-client' with apiFetch: vi.fn().
 */
export function serve(routes: Record<string, () => unknown>) {
  vi.mocked(apiFetch).mockImplementation(async (path: string) => {
    const route = Object.keys(routes).find((p) => path === p || path.startsWith(`${p}?`));
    if (route) return routes[route]?.();
    if (path === '/api/powt-rewards-summary') throw new ApiError(404, 'NOT_FOUND', 'Not found');
    throw new Error(`unexpected ${path}`);
  });
}
