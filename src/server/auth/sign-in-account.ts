import type { Auth } from './create-auth';

export interface SignInTarget {
  /** The key every counter uses: the account id, or the normalised text nobody owns. */
  account: string;
  userId: string | null;
}

/**
 * The account a sign-in names, read from the field that endpoint really reads. Email and
 * username resolve to the same account id, so both forms share one budget.
 */
export async function signInTarget(
  auth: Auth,
  path: string,
  body: Buffer | undefined,
): Promise<SignInTarget | undefined> {
  const byUsername = path.endsWith('/username');
  const identifier = readField(body, byUsername ? 'username' : 'email');
  if (identifier === undefined) return undefined;
  const ctx = await auth.$context;
  // As better-auth looks them up: emails and usernames lower-cased, not trimmed.
  const user = byUsername
    ? await ctx.adapter.findOne<{ id: string }>({
        model: 'user',
        where: [{ field: 'username', value: identifier.toLowerCase() }],
      })
    : (await ctx.internalAdapter.findUserByEmail(identifier))?.user;
  if (user) return { account: user.id, userId: user.id };
  return { account: `unknown:${identifier.trim().toLowerCase()}`, userId: null };
}

function readField(body: Buffer | undefined, field: string): string | undefined {
  if (!body) return undefined;
  try {
    const value = (JSON.parse(body.toString('utf8')) as Record<string, unknown>)[field];
    return typeof value === 'string' && value.trim() ? value : undefined;
  } catch {
    return undefined;
  }
}
