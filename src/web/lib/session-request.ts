/** The user as GET /api/auth/get-session returns it (better-auth's user, with our fields). */
export interface ServerUser {
  id: string;
  name?: string | null;
  email?: string | null;
  username?: string | null;
  displayUsername?: string | null;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
}

export interface SessionAnswer {
  data: { user: ServerUser } | null;
  error: { status: number; message?: string } | null;
}

/**
 * The session from the server's cookie, as a plain request answering as the auth client's
 * `getSession` does. Every first paint reads it, and the auth client is a module no first
 * paint needs (bench/results/first-load.md): it loads when someone signs in or out.
 * Rejects when the server cannot be reached.
 */
export async function getSession(): Promise<SessionAnswer> {
  const res = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    return {
      data: null,
      error: { status: res.status, ...(typeof message === 'string' ? { message } : {}) },
    };
  }
  const user = (body as { user?: ServerUser } | null)?.user;
  return { data: user ? { user } : null, error: null };
}
