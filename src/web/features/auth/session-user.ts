import { shownEmail } from '@/domain/pi/pi-account';
import type { SessionUser } from '@/web/lib/auth-context';
import { getSession, type ServerUser } from '@/web/lib/session-request';

/** The name shown when a user has none, or when it cannot be fetched in time. */
export const fallbackDisplayName = 'User';

/** How long the header waits for the user's name after a sign-in. */
export const displayNameTimeoutMs = 2000;

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
  const { data, error } = await getSession();
  if (error) throw new Error(error.message ?? `Session lookup failed (${error.status})`);
  return data ? toSessionUser(data.user) : null;
}
