import { createHmac } from 'node:crypto';
import type { Auth } from './create-auth';

export interface SignInTarget {
  /** The key every counter uses: the account id, or a digest of the text nobody owns. */
  account: string;
  userId: string | null;
}

export interface SignInUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** The account an email (`byUsername` false) or a username names, as better-auth finds it. */
export async function findSignInUser(
  auth: Auth,
  identifier: string,
  byUsername: boolean,
): Promise<SignInUser | null> {
  const ctx = await auth.$context;
  // As better-auth looks them up: emails and usernames lower-cased, not trimmed.
  const user = byUsername
    ? await ctx.adapter.findOne<SignInUser>({
        model: 'user',
        where: [{ field: 'username', value: identifier.toLowerCase() }],
      })
    : (await ctx.internalAdapter.findUserByEmail(identifier))?.user;
  return user ? { id: user.id, email: user.email, emailVerified: user.emailVerified } : null;
}

/**
 * The counter key of an identifier no account has. A keyed digest, so the store never
 * holds what someone typed (often a password in the wrong box) and every key has one
 * size; unknown identifiers are counted exactly like accounts, so a throttled answer
 * says nothing about whether the account exists.
 */
export function unknownAccountKey(secret: string, identifier: string): string {
  const digest = createHmac('sha256', secret)
    .update(`qtn-unknown-sign-in\0${identifier.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22);
  return `unknown:${digest}`;
}

/**
 * The account a sign-in names, read from the field that endpoint really reads. Email and
 * username resolve to the same account id, so both forms share one budget.
 */
export async function signInTarget(
  auth: Auth,
  secret: string,
  path: string,
  body: Buffer | undefined,
): Promise<SignInTarget | undefined> {
  const byUsername = path.endsWith('/username');
  const identifier = readField(body, byUsername ? 'username' : 'email');
  if (identifier === undefined) return undefined;
  const user = await findSignInUser(auth, identifier, byUsername);
  if (user) return { account: user.id, userId: user.id };
  return { account: unknownAccountKey(secret, identifier), userId: null };
}

/** A non-blank string field of a JSON body, else undefined. */
export function readField(body: Buffer | undefined, field: string): string | undefined {
  if (!body) return undefined;
  try {
    const value = (JSON.parse(body.toString('utf8')) as Record<string, unknown>)[field];
    return typeof value === 'string' && value.trim() ? value : undefined;
  } catch {
    return undefined;
  }
}
