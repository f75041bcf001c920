import { vi } from 'vitest';
import type { AuthFailure } from '@/domain/auth/messages';

/**
 * Stands in for `authClient` in unit tests (install with `vi.mock`, see auth-harness.tsx).
 * better-auth's client is a dynamic proxy whose methods cannot be spied on in place, so
 * the tests replace the module with these functions instead of touching the network.
 */
export interface Answer {
  data: unknown;
  error: (AuthFailure & { statusText?: string }) | null;
}

const call = () => vi.fn<(body?: Record<string, unknown>) => Promise<Answer>>();

export const fakeAuthClient = {
  getSession: call(),
  signIn: { email: call(), username: call() },
  signUp: { email: call() },
  signOut: call(),
  requestPasswordReset: call(),
  resetPassword: call(),
  twoFactor: { verifyTotp: call(), verifyBackupCode: call() },
};

export const ok = (data: unknown = { status: true }): Answer => ({ data, error: null });

export const fail = (status: number, code?: string, message?: string): Answer => ({
  data: null,
  error: { status, statusText: '', code, message },
});

/** A call that never answers, for timeouts and busy states. */
export const hang = () => new Promise<Answer>(() => undefined);

export function serverUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    username: 'ada',
    displayUsername: 'Ada',
    role: 'user',
    twoFactorEnabled: false,
    ...overrides,
  };
}

export const sessionOf = (user = serverUser()) => ok({ user, session: { id: 's1' } });

/** Everyone signed out, every call answering success. */
export function resetFakeAuthClient() {
  const c = fakeAuthClient;
  for (const fn of [
    c.getSession,
    c.signIn.email,
    c.signIn.username,
    c.signUp.email,
    c.signOut,
    c.requestPasswordReset,
    c.resetPassword,
    c.twoFactor.verifyTotp,
    c.twoFactor.verifyBackupCode,
  ]) {
    fn.mockReset().mockResolvedValue(ok());
  }
  c.getSession.mockResolvedValue(ok(null));
  c.signIn.email.mockResolvedValue(ok({ redirect: false, user: serverUser() }));
  c.signIn.username.mockResolvedValue(ok({ redirect: false, user: serverUser() }));
  c.signOut.mockResolvedValue(ok({ success: true }));
}
