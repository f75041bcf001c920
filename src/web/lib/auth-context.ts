import { createContext, useContext } from 'react';

/** Who is signed in, as the header and pages need it. */
export interface SessionUser {
  id: string;
  displayName: string;
  email?: string | undefined;
  username?: string | undefined;
  role?: string | undefined;
  twoFactorEnabled?: boolean | undefined;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type AuthTab = 'login' | 'signup' | 'forgot';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  /** Opens the auth modal on its Login tab. */
  openSignIn(): void;
  openAuth(tab: AuthTab): void;
  closeAuth(): void;
  /** Re-reads the session from the server, e.g. after a sign-in or a two-factor step. */
  refresh(): Promise<void>;
  /** The header's sign-out: revokes the session on the server, clears the client, goes home. */
  signOut(): Promise<void>;
  /** Forgets the signed-in user and every cached query, without calling the server. */
  clearSession(): void;
}

/**
 * Lives in lib, not in the auth feature, so any feature can ask who is signed in or open
 * the sign-in modal without importing another feature.
 */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
