import { vi } from 'vitest';
import type { AuthState, AuthStatus } from '@/web/lib/auth-context';

/**
 * The auth context a page sees, without the AuthProvider or a server: Ada, signed in as
 * `role` when `status` is 'signed-in'. Every action is a spy, so tests can assert on it.
 */
export function fakeAuth(
  status: AuthStatus = 'signed-in',
  role = 'user',
  over: Partial<AuthState> = {},
): AuthState {
  return {
    status,
    user: status === 'signed-in' ? { id: 'u1', displayName: 'Ada', role } : null,
    openSignIn: vi.fn(),
    openAuth: vi.fn(),
    closeAuth: vi.fn(),
    refresh: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    clearSession: vi.fn(),
    ...over,
  };
}
