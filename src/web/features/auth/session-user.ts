import { shownEmail } from '@/domain/pi/pi-account';
import type { SessionUser } from '@/web/lib/auth-context';

/** The name shown when a user has none, or when it cannot be fetched in time. */
export const fallbackDisplayName = 'User';

/** How long the header waits for the user's name after a sign-in. */
export const displayNameTimeoutMs = 2000;

interface ServerUser {
  id: string;
  name?: string | null;
  email?: string | null;
  username?: string | null;
  displayUsername?: string | null;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
}

export function toSessionUser(user: ServerUser): SessionUser {
  return {
    id: user.id,
    displayName: user.displayUsername?.trim() || user.name?.trim() || fallbackDisplayName,
    // A Pi account's placeholder address is never shown (decision 016).
    email: shownEmail(user.email) ?? undefined,
    username: user.username ?? undefined,
    role: user.role ?? undefined,
    twoFactorEnabled: user.twoFactorEnabled ?? undefined,
  };
}

/** The signed-in user from the server's session cookie, or null. Throws when unreachable. */
export async function readSession(): Promise<SessionUser | null> {
  // The auth client is a large module that no first paint needs; it loads beside the page.
  const { authClient } = await import('@/web/lib/auth-client');
  const { data, error } = await authClient.getSession();
  if (error) throw new Error(error.message ?? `Session lookup failed (${error.status})`);
  return data ? toSessionUser(data.user) : null;
}
