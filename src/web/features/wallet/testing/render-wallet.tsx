import { vi } from 'vitest';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import type { AuthState } from '@/web/lib/auth-context';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { WalletPage } from '../wallet-page';

export function renderWallet(auth: AuthState = fakeAuth('signed-in'), url = '/wallet') {
  return renderWithProviders(<WalletPage />, { auth, url });
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
