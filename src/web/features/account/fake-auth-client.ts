/**
 * Test stand-in for '@/web/lib/auth-client'. The real client is a Proxy that builds a new
 * object on every property read, so vi.spyOn cannot replace its methods; this plain object
 * can be spied on, and its session is a tiny store the page re-renders from.
 */
import { useSyncExternalStore } from 'react';

export interface FakeUser {
  id: string;
  email: string;
  name: string;
  username: string;
  displayUsername: string;
  role: string;
  twoFactorEnabled: boolean;
}

interface Failure {
  status: number;
  code?: string;
  message?: string;
}
type Answer<T> = Promise<{ data: T | null; error: Failure | null }>;

interface SessionView {
  data: { user: FakeUser } | null;
  isPending: boolean;
  error: Failure | null;
  refetch(): Promise<void>;
}

export const demoUser: FakeUser = {
  id: 'u-1',
  email: 'ada@example.com',
  name: 'Ada',
  username: 'ada',
  displayUsername: 'Ada',
  role: 'user',
  twoFactorEnabled: false,
};

const listeners = new Set<() => void>();
const loading: SessionView = {
  data: null,
  isPending: true,
  error: null,
  refetch: () => fakeSession.refetch(),
};
let view = loading;

export const fakeSession = {
  set(next: Partial<Omit<SessionView, 'refetch'>>) {
    view = { ...view, ...next };
    listeners.forEach((notify) => notify());
  },
  signIn(user: Partial<FakeUser> = {}) {
    fakeSession.set({ data: { user: { ...demoUser, ...user } }, isPending: false, error: null });
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

const unexpected =
  <I, T>(name: string) =>
  async (_input: I): Answer<T> => {
    throw new Error(`Unexpected call to authClient.${name}; spy on it in the test.`);
  };

export const authClient = {
  useSession: () =>
    useSyncExternalStore(
      (notify) => {
        listeners.add(notify);
        return () => listeners.delete(notify);
      },
      () => view,
    ),
  twoFactor: {
    enable: unexpected<{ password: string }, { totpURI: string; backupCodes: string[] }>(
      'twoFactor.enable',
    ),
    verifyTotp: unexpected<{ code: string }, { token: string }>('twoFactor.verifyTotp'),
    disable: unexpected<{ password: string }, { status: boolean }>('twoFactor.disable'),
    generateBackupCodes: unexpected<{ password: string }, { backupCodes: string[] }>(
      'twoFactor.generateBackupCodes',
    ),
  },
};

export const answer = <T>(data: T) => ({ data, error: null });
export const refusal = (status: number, code: string) => ({
  data: null,
  error: { status, code, message: code },
});
