import { z } from 'zod';
import { isValidDisplayName, passwordLength } from '@/domain/auth/display-name';
import type { FuzzTarget } from './fuzz-targets';

/**
 * better-auth's routes the web calls (they are not in the OpenAPI document). Each base body
 * is valid but fails for a reason no single mutated field repairs (unknown account, wrong
 * password, bad token), except sign-up, whose schema says which mutations are valid.
 */
const password = z.string().min(passwordLength.min).max(passwordLength.max);
const displayName = z.string().refine(isValidDisplayName);
const wrongPassword = 'not the password 1';

const auth = (
  path: string,
  body: Record<string, unknown>,
  bodySchema: z.ZodType,
  method: 'GET' | 'POST' = 'POST',
): FuzzTarget => ({ method, path: `/api/auth/${path}`, params: {}, query: {}, body, bodySchema });

export const authTargets: FuzzTarget[] = [
  auth(
    'sign-in/email',
    { email: 'nobody@example.com', password: wrongPassword, rememberMe: false },
    z.object({ email: z.email(), password: z.string(), rememberMe: z.boolean().optional() }),
  ),
  auth(
    'sign-in/username',
    { username: 'nobody_here', password: wrongPassword, rememberMe: false },
    z.object({ username: z.string(), password: z.string(), rememberMe: z.boolean().optional() }),
  ),
  auth(
    'sign-up/email',
    {
      email: 'fuzz-sign-up@example.com',
      password: 'correct horse battery',
      name: 'Fuzz_Sign_Up',
      username: 'Fuzz_Sign_Up',
      displayUsername: 'Fuzz_Sign_Up',
    },
    z.object({
      email: z.email(),
      password,
      name: z.string(),
      username: displayName,
      displayUsername: displayName,
    }),
  ),
  auth(
    'request-password-reset',
    { email: 'nobody@example.com', redirectTo: '/reset-password' },
    z.object({ email: z.email(), redirectTo: z.string().optional() }),
  ),
  auth(
    'reset-password',
    { newPassword: 'correct horse battery 2', token: 'not-a-real-token-0123' },
    z.object({ newPassword: password, token: z.string() }),
  ),
  auth(
    'two-factor/verify-totp',
    { code: '123456', trustDevice: false },
    z.object({ code: z.string(), trustDevice: z.boolean().optional() }),
  ),
  auth(
    'two-factor/verify-backup-code',
    { code: 'abcde-fghij', trustDevice: false },
    z.object({ code: z.string(), trustDevice: z.boolean().optional() }),
  ),
  auth('two-factor/enable', { password: wrongPassword }, z.object({ password: z.string() })),
  auth('two-factor/disable', { password: wrongPassword }, z.object({ password: z.string() })),
  auth(
    'two-factor/generate-backup-codes',
    { password: wrongPassword },
    z.object({ password: z.string() }),
  ),
];
