import { z } from 'zod';
import { text } from './fields';

/**
 * The emailed sign-in link (docs/decisions/034): the way in a stranger's failed guesses
 * cannot block. The answer to a request is the same whether or not an account matched.
 */

/** How long a link works; it works once. */
export const signInLinkMinutes = 15;

/** POST /api/sign-in-link: the email address or username typed into the login form. */
export const signInLinkRequestSchema = z.object({
  identifier: text({ min: 1, max: 320, label: 'Email or username' }),
});
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

export const signInLinkResponseSchema = z.object({ sent: z.literal(true) });

/** POST /api/sign-in-link/verify: the token from the link (`/sign-in-link?token=…`). */
export const verifySignInLinkRequestSchema = z.object({
  token: text({ min: 1, max: 512, label: 'Link' }),
});

/** Signed in, or (two-factor on) the second step: a code, as after a password. */
export const verifySignInLinkResponseSchema = z.object({
  outcome: z.enum(['signed-in', 'two-factor']),
});
export type VerifySignInLinkResponse = z.infer<typeof verifySignInLinkResponseSchema>;
