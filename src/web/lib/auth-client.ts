import { inferAdditionalFields, twoFactorClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The one client of the server's auth API (/api/auth/*): same origin, cookie sessions.
 * Two-factor sign-in answers `{ twoFactorRedirect: true }`; callers handle that step.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    usernameClient(),
    twoFactorClient(),
    inferAdditionalFields({ user: { role: { type: 'string', required: false } } }),
  ],
});

export type AuthSession = typeof authClient.$Infer.Session;
