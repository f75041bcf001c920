import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { AuthFailure } from '@/domain/auth/messages';

/**
 * Stands in for '@/web/lib/auth-client' (and '@/web/lib/session-request', below) in unit tests:
 * `vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'))`.
 * better-auth's client is a Proxy that builds a new object on every property read, so its
 * methods cannot be spied on in place; these can. Call `resetFakeAuthClient()` before each
 * test: everyone signed out, every call answering success, two-factor set-up calls failing
 * loudly until a test answers them.
 */
export interface Answer {
  data: unknown;
  error: (AuthFailure & { statusText?: string }) | null;
}

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

interface SessionView {
  data: { user: ReturnType<typeof serverUser> } | null;
  isPending: boolean;
  error: { status: number; code?: string; message?: string } | null;
  refetch(): Promise<void>;
}

const listeners = new Set<() => void>();
const loading: SessionView = {
  data: null,
  isPending: true,
  error: null,
  refetch: () => fakeSession.refetch(),
};
let view = loading;

/** What `authClient.useSession()` answers: a tiny store the page re-renders from. */
export const fakeSession = {
  set(next: Partial<Omit<SessionView, 'refetch'>>) {
    view = { ...view, ...next };
    listeners.forEach((notify) => notify());
  },
  signIn(user: Record<string, unknown> = {}) {
    fakeSession.set({ data: { user: serverUser(user) }, isPending: false, error: null });
  },
  signOut() {
    fakeSession.set({ data: null, isPending: false, error: null });
  },
  reset() {
    view = loading;
  },
  /** What the page calls to re-read the session; spy on it to answer. */
  async refetch() {},
};

const call = () => vi.fn<(body?: Record<string, unknown>) => Promise<Answer>>();

export const fakeAuthClient = {
  useSession: () =>
    useSyncExternalStore(
      (notify) => {
        listeners.add(notify);
        return () => listeners.delete(notify);
      },
      () => view,
    ),
  getSession: call(),
  signIn: { email: call(), username: call() },
  signUp: { email: call() },
  signOut: call(),
  requestPasswordReset: call(),
  resetPassword: call(),
  twoFactor: {
    verifyTotp: call(),
    verifyBackupCode: call(),
    enable: call(),
    disable: call(),
    generateBackupCodes: call(),
  },
};

/** The name the real module exports, so the whole module can stand in for it. */
export const authClient = fakeAuthClient;

/**
 * Stands in for '@/web/lib/session-request' too, answering what the test told
 * `fakeAuthClient.getSession`:
 * `vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'))`.
 */
export const getSession = () => fakeAuthClient.getSession();

const unexpected = (name: string) => async (): Promise<Answer> => {
  throw new Error(`Unexpected call to authClient.${name}; answer it in the test.`);
};

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
  for (const name of ['enable', 'disable', 'generateBackupCodes'] as const) {
    c.twoFactor[name].mockReset().mockImplementation(unexpected(`twoFactor.${name}`));
  }
  fakeSession.reset();
}
