import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { jwt, twoFactor, username } from 'better-auth/plugins';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { authMessages } from '@/domain/auth/messages';
import { isPiPlaceholderEmail } from '@/domain/pi/pi-account';
import { displayNameLength, isValidDisplayName, passwordLength } from '@/domain/auth/display-name';
import { limitedPassword, type PasswordHashing } from '../admission/limited-password';
import type { WorkLimiter } from '../admission/work-limiter';
import type { Mailer } from '../integrations/mail/mailer';
import { isPiDisplayName } from '../pi/pi-display-name';
import { piSession } from '../pi/pi-session-plugin';
import { absoluteSessionLifetime } from './absolute-session-lifetime';
import { authLogger } from './auth-outage';
import { secondFactorThrottle } from './second-factor-throttle';
import { magicLinkPaths, signInLinkPlugins } from './sign-in-link/sign-in-link-plugins';
import { singleUseTotp } from './single-use-totp';
import { createMemorySharedState } from '../shared-state/memory-shared-state';
import type { SharedState } from '../shared-state/shared-state';

/** Idle timeout (the session's expiry slides with activity) and absolute lifetime (product rules R8). */
export const sessionIdleSeconds = 30 * 60;
export const sessionAbsoluteSeconds = 7 * 24 * 60 * 60;

export interface AuthOptions {
  // The auth schema is passed in by the caller; `any` keeps this file usable by the schema CLI.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: PgDatabase<PgQueryResultHKT, any>;
  publicUrl: string;
  trustedOrigins: string[];
  secret: string;
  mailer: Mailer;
  requireEmailConfirmation: boolean;
  rateLimit: boolean;
  secureCookies: boolean;
  adminEmails: string[];
  /** Times the second-factor throttle; the app's clock, so tests can move it. */
  now?: () => number;
  /** Runs every password hash and check; overload answers 503 instead of queueing forever. */
  hashLimiter?: WorkLimiter;
  /** better-auth's scrypt unless given; the integration tests reuse its results (decision 052). */
  passwordHashing?: PasswordHashing;
  /** Where throttles, used codes and rate limits live (decision 021); memory by default. */
  shared?: SharedState;
}

export function createAuth(o: AuthOptions) {
  const shared = o.shared ?? createMemorySharedState();
  return betterAuth({
    appName: 'QTN',
    secret: o.secret,
    baseURL: o.publicUrl,
    basePath: '/api/auth',
    trustedOrigins: o.trustedOrigins,
    telemetry: { enabled: false },
    // The sign-in link is requested and followed through our routes (src/server/auth/sign-in-link).
    disabledPaths: magicLinkPaths,
    // Unexpected errors reach our error handler (503 on a database outage, values scrubbed
    // from the log) instead of better-auth's console.error of the query and its parameters.
    onAPIError: { throw: true },
    // Database failures better-auth catches itself are noticed here (auth-outage.ts).
    logger: authLogger,
    database: drizzleAdapter(o.db, { provider: 'pg' }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      ...(o.hashLimiter
        ? { password: limitedPassword(o.hashLimiter, o.passwordHashing) }
        : o.passwordHashing
          ? { password: o.passwordHashing }
          : {}),
      // Signing up does not sign in: the person logs in next (product rules R8).
      autoSignIn: false,
      requireEmailVerification: o.requireEmailConfirmation,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const link = `${o.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await o.mailer.send({
          to: user.email,
          subject: 'Reset your QTN password',
          text: `Someone asked to reset the password of your QTN account.\n\nSet a new password here (valid for one hour):\n${link}\n\nIf it was not you, ignore this message.`,
          link,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: o.requireEmailConfirmation,
      sendOnSignIn: o.requireEmailConfirmation,
      sendVerificationEmail: async ({ user, url }) => {
        await o.mailer.send({
          to: user.email,
          subject: 'Confirm your QTN email address',
          text: `Welcome to QTN! Confirm your email address to log in:\n${url}`,
          link: url,
        });
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    session: {
      expiresIn: sessionIdleSeconds,
      updateAge: 60,
      // Off: a cached cookie would neither slide the idle timeout nor see a revoked session.
      cookieCache: { enabled: false },
    },
    advanced: {
      cookiePrefix: 'qtn',
      useSecureCookies: o.secureCookies,
      ipAddress: { ipAddressHeaders: ['x-qtn-client-ip'] },
      database: { generateId: 'uuid' },
      // Mail leaves after the answer: a reset for a registered address must take no longer
      // than one for an unknown address. better-auth logs a failed send.
      backgroundTasks: { handler: (task) => void task },
    },
    rateLimit: {
      enabled: o.rateLimit,
      storage: 'memory',
      // Counted across server processes when they share state; else better-auth's memory.
      ...(shared.authRateLimit ? { customStorage: shared.authRateLimit } : {}),
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 5 },
        '/reset-password': { window: 300, max: 10 },
        '/two-factor/*': { window: 60, max: 10 },
        '/get-session': false,
      },
    },
    hooks: {
      // With auto sign-in off, better-auth hides a taken email behind a fake success. The
      // person is told instead ('Email already registered. Please log in.', product rules R10),
      // so a taken email is refused here; sign-up is rate limited per address.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const email: unknown = ctx.body?.email;
        if (typeof email !== 'string') return;
        const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
        if (found) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
            message: 'User already exists. Use another email.',
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const name = typeof user.displayUsername === 'string' ? user.displayUsername : '';
            if (!user.username || !isValidDisplayName(name)) {
              throw new APIError('BAD_REQUEST', {
                code: 'INVALID_USERNAME',
                message: authMessages.displayNameInvalid,
              });
            }
            // Pi accounts' placeholder domain and display names are theirs (decision 016).
            if (isPiPlaceholderEmail(user.email)) {
              throw new APIError('BAD_REQUEST', {
                code: 'INVALID_EMAIL',
                message: 'Please enter a valid email address.',
              });
            }
            if (
              await isPiDisplayName(o.db, typeof user.username === 'string' ? user.username : null)
            ) {
              throw new APIError('BAD_REQUEST', {
                code: 'USERNAME_IS_ALREADY_TAKEN',
                message: 'Username is already taken. Please try another.',
              });
            }
            // An ADMIN_EMAILS address is admin from sign-up only when confirmation is required:
            // the account cannot sign in until its owner's mailbox confirms it.
            const listed = o.adminEmails.includes(user.email.toLowerCase());
            const role = listed && o.requireEmailConfirmation ? 'admin' : 'user';
            return { data: { ...user, name, role } };
          },
        },
      },
    },
    plugins: [
      username({
        minUsernameLength: displayNameLength.min,
        maxUsernameLength: displayNameLength.max,
        usernameValidator: isValidDisplayName,
        displayUsernameValidator: isValidDisplayName,
      }),
      // Its lockout refused the right code too; our throttle delays instead (decision 011).
      twoFactor({ issuer: 'QTN', accountLockout: { enabled: false } }),
      secondFactorThrottle(shared.throttleStore('second-factor'), o.now ?? Date.now),
      singleUseTotp(shared.singleUseCodes),
      absoluteSessionLifetime(sessionAbsoluteSeconds),
      piSession(),
      ...signInLinkPlugins({ secret: o.secret, publicUrl: o.publicUrl, mailer: o.mailer }),
      // Nothing reads a JWT header on every get-session; /api/auth/token issues one on demand.
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA' } },
        jwt: { expirationTime: '15m' },
        disableSettingJwtHeader: true,
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
