import { z } from 'zod';
import { isValidDisplayName, passwordLength } from '@/domain/auth/display-name';
import type { ProvidedOperation } from '../http/define-route';

/**
 * better-auth's endpoints under /api/auth/* that the web and QTN's mails use. better-auth
 * serves them (docs/decisions/005); QTN's bridge (auth-routes.ts) throttles password
 * sign-in first and adds `error: { code, message }` beside better-auth's own `{ code,
 * message }`. They are declared here so the OpenAPI document describes them and the fuzz
 * suite sends them malformed input; the schemas say what better-auth accepts, not ours.
 */

const password = z.string().min(passwordLength.min).max(passwordLength.max);
const displayName = z.string().refine(isValidDisplayName);
const wrongPassword = 'not the password 1';
const code = z.object({ code: z.string(), trustDevice: z.boolean().optional() });
const withPassword = z.object({ password: z.string() });
/** A throttled password sign-in may carry an authenticator code (docs/decisions/034). */
const totpCode = z.string().optional();

const signInErrors = [400, 401, 403, 415, 429, 503] as const;
const sessionErrors = [400, 401, 429, 503] as const;

export const betterAuthOperations: ProvidedOperation[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    operationId: 'signInWithEmail',
    summary: 'Signs in with email and password (better-auth; throttled by QTN first)',
    security: 'visitor',
    body: z.object({
      email: z.email(),
      password: z.string(),
      rememberMe: z.boolean().optional(),
      totpCode,
    }),
    example: { email: 'nobody@example.com', password: wrongPassword, rememberMe: false },
    errorStatuses: signInErrors,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/username',
    operationId: 'signInWithUsername',
    summary: 'Signs in with username and password (better-auth; throttled by QTN first)',
    security: 'visitor',
    body: z.object({
      username: z.string(),
      password: z.string(),
      rememberMe: z.boolean().optional(),
      totpCode,
    }),
    example: { username: 'nobody_here', password: wrongPassword, rememberMe: false },
    errorStatuses: signInErrors,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    operationId: 'signUpWithEmail',
    summary: 'Creates an account (better-auth); then the person signs in',
    security: 'visitor',
    body: z.object({
      email: z.email(),
      password,
      name: z.string(),
      username: displayName,
      displayUsername: displayName,
    }),
    example: {
      email: 'fuzz-sign-up@example.com',
      password: 'correct horse battery',
      name: 'Fuzz_Sign_Up',
      username: 'Fuzz_Sign_Up',
      displayUsername: 'Fuzz_Sign_Up',
    },
    errorStatuses: [400, 422, 429, 503],
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out',
    operationId: 'signOut',
    summary: 'Ends the session (better-auth)',
    security: 'optional-session',
    errorStatuses: sessionErrors,
  },
  {
    method: 'GET',
    path: '/api/auth/get-session',
    operationId: 'getSession',
    summary: 'The session and its user, or null (better-auth); slides the idle timeout',
    security: 'optional-session',
    errorStatuses: [503],
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    operationId: 'requestPasswordReset',
    summary: 'Mails a password reset link; the same answer for an unknown address (better-auth)',
    security: 'visitor',
    body: z.object({ email: z.email(), redirectTo: z.string().optional() }),
    example: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    errorStatuses: [400, 429, 503],
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    operationId: 'resetPassword',
    summary: "Sets a new password with the reset link's token (better-auth)",
    security: 'visitor',
    body: z.object({ newPassword: password, token: z.string() }),
    example: { newPassword: 'correct horse battery 2', token: 'not-a-real-token-0123' },
    errorStatuses: [400, 429, 503],
  },
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    operationId: 'verifyEmail',
    summary: 'Confirms an email address from the link in the confirmation mail (better-auth)',
    security: 'visitor',
    query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    errorStatuses: [400, 401, 429, 503],
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/verify-totp',
    operationId: 'verifyTotp',
    summary: 'The second step of a two-factor sign-in, or confirms enabling it (better-auth)',
    security: 'two-factor',
    body: code,
    example: { code: '123456', trustDevice: false },
    errorStatuses: sessionErrors,
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
    operationId: 'verifyBackupCode',
    summary: 'The second step of a two-factor sign-in with a backup code (better-auth)',
    security: 'two-factor',
    body: code,
    example: { code: 'abcde-fghij', trustDevice: false },
    errorStatuses: sessionErrors,
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    operationId: 'enableTwoFactor',
    summary: 'Starts enabling two-factor: answers the TOTP URI and backup codes (better-auth)',
    security: 'session',
    body: withPassword,
    example: { password: wrongPassword },
    errorStatuses: sessionErrors,
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    operationId: 'disableTwoFactor',
    summary: 'Turns two-factor off (better-auth)',
    security: 'session',
    body: withPassword,
    example: { password: wrongPassword },
    errorStatuses: sessionErrors,
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/generate-backup-codes',
    operationId: 'generateBackupCodes',
    summary: 'Replaces the backup codes (better-auth)',
    security: 'session',
    body: withPassword,
    example: { password: wrongPassword },
    errorStatuses: sessionErrors,
  },
];
