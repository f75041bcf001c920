import { eq, sql } from 'drizzle-orm';
import type { BetaSignupRequest } from '@/domain/api/beta';
import { isUniqueViolation } from '../db/is-unique-violation';
import type { Database } from '../db/open-database';
import { betaSignup } from '../db/schema';
import { betaIdFor } from './beta-id';

/** The signed-in account behind a signup, as the session tells it (never the body). */
export interface BetaSignupAccount {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * Only the owner of an address may change its signup: an account signed in with that very
 * address, confirmed (decision 036). Anyone else (no session, another account, the same
 * address unconfirmed, which anyone can type at sign-up) only ever adds a new address.
 */
export function ownsBetaEmail(account: BetaSignupAccount | null, email: string): boolean {
  return Boolean(account?.emailVerified && account.email.toLowerCase() === email);
}

/**
 * Stores a signup, one row per (lower-cased) email, and answers its Beta ID. A repeat by
 * the address's owner updates the preferences and links the owner's account; a repeat by
 * anyone else changes nothing stored. Both answer the stored ID, exactly as a first signup
 * does, so the caller cannot tell a known address from a new one (decision 020).
 */
export async function saveBetaSignup(
  db: Database,
  o: { secret: string; input: BetaSignupRequest; account: BetaSignupAccount | null; now: Date },
): Promise<{ betaId: string }> {
  const { input, now } = o;
  const betaId = betaIdFor(o.secret, input.email);
  const preferences = {
    name: input.name,
    piUsername: input.piUsername,
    deviceType: input.deviceType,
    experience: input.experience,
    interests: input.interests,
    referralSource: input.referralSource,
  };
  const insert = db.insert(betaSignup).values({
    betaId,
    email: input.email,
    ...preferences,
    userId: o.account?.id ?? null,
    createdAt: now,
    updatedAt: now,
  });
  // One statement either way, so parallel repeats cannot make two rows. The stored ID is
  // returned: the same as betaId unless the secret changed since the first signup.
  if (ownsBetaEmail(o.account, input.email)) {
    const [saved] = await onceMoreIfRaced(() =>
      insert
        .onConflictDoUpdate({
          target: betaSignup.email,
          set: { ...preferences, userId: sql`excluded.user_id`, updatedAt: now },
        })
        .returning({ betaId: betaSignup.betaId }),
    );
    return { betaId: saved?.betaId ?? betaId };
  }
  const [inserted] = await onceMoreIfRaced(() =>
    insert
      .onConflictDoNothing({ target: betaSignup.email })
      .returning({ betaId: betaSignup.betaId }),
  );
  if (inserted) return inserted;
  // A known address: read its ID in a statement of its own, which sees the row that won
  // the conflict even when that row was committed after this request began.
  const [stored] = await db
    .select({ betaId: betaSignup.betaId })
    .from(betaSignup)
    .where(eq(betaSignup.email, input.email));
  return { betaId: stored?.betaId ?? betaId };
}

/**
 * Only the email's index arbitrates ON CONFLICT. Two first signups of one address that check
 * it at the same instant both go on to insert, and the later one then fails on the Beta ID
 * (the primary key, the same for both) instead of meeting the conflict clause. Run again,
 * the statement finds the committed row by its email and does what a repeat does. A second
 * failure is a real collision of two addresses' Beta IDs, and is thrown.
 */
export async function onceMoreIfRaced<T>(statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return statement();
  }
}
