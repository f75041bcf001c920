import type { FastifyRequest } from 'fastify';
import type { Auth } from './create-auth';
import type { DeviceCookie } from './device-cookie';
import { readField, signInTarget } from './sign-in-account';
import type { SignInThrottle, SignInTicket } from './throttle/sign-in-throttle';
import type { TotpPass } from './totp-pass';

const signInPaths = new Set(['/api/auth/sign-in/email', '/api/auth/sign-in/username']);
/** Where a sign-in completes with a session: the password step, or the second factor. */
const completingPaths = new Set([
  ...signInPaths,
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
]);

export const isSignInPath = (path: string) => signInPaths.has(path);

/**
 * What the auth bridge asks before and after a sign-in: may this attempt run (the
 * throttle), and which device cookie to set once a sign-in has produced a session.
 */
export function createSignInGuard(deps: {
  auth: Auth;
  /** Keys the digests of unknown identifiers. */
  secret: string;
  throttle: SignInThrottle;
  device: DeviceCookie;
  totpPass: TotpPass;
}) {
  const { auth, throttle, device } = deps;
  return {
    /** undefined when the request names no account (better-auth will refuse it). */
    async begin(
      request: FastifyRequest,
      path: string,
      body: Buffer | undefined,
    ): Promise<SignInTicket | undefined> {
      const target = await signInTarget(auth, deps.secret, path, body);
      if (!target) return undefined;
      const known = device.read(request.headers.cookie);
      const attempt = {
        account: target.account,
        address: request.ip,
        device: known && known.userId === target.userId ? known.deviceId : null,
      };
      const ticket = await throttle.begin(attempt);
      if (ticket.allowed || attempt.device || !target.userId) return ticket;
      // Throttled: an authenticator code of this account lets the owner through. Whatever
      // goes wrong (no code, no second factor, a wrong code) answers as the refusal did.
      const code = readField(body, 'totpCode');
      if (!code || !(await deps.totpPass.passes(target.userId, code.trim()))) return ticket;
      return throttle.begin({ ...attempt, holdsCode: true });
    },

    /** A Set-Cookie for the device, when this response signed someone in. */
    deviceCookieAfter(request: FastifyRequest, path: string, response: Response, body: Buffer) {
      if (!completingPaths.has(path) || response.status !== 200) return undefined;
      const setsSession = response.headers
        .getSetCookie()
        .some((c) => /^(__Secure-)?qtn\.session_token=[^;]/.test(c));
      if (!setsSession) return undefined;
      const userId = userIdOf(body);
      if (!userId) return undefined;
      const known = device.read(request.headers.cookie);
      return device.issue(userId, known?.userId === userId ? known.deviceId : undefined);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;

function userIdOf(body: Buffer): string | undefined {
  try {
    const id = (JSON.parse(body.toString('utf8')) as { user?: { id?: unknown } }).user?.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
