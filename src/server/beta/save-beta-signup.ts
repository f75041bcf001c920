import { sql } from 'drizzle-orm';
import type { BetaSignupRequest } from '@/domain/api/beta';
import type { Database } from '../db/open-database';
import { betaSignup } from '../db/schema';
import { betaIdFor } from './beta-id';

/**
 * Stores a signup, one row per (lower-cased) email: a repeat updates the preferences and
 * keeps createdAt and the Beta ID. One statement, so parallel repeats cannot make two rows.
 * The user is the session's, never the body's; a repeat without a session keeps the link.
 */
export async function saveBetaSignup(
  db: Database,
  o: { secret: string; input: BetaSignupRequest; userId: string | null; now: Date },
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
  const [saved] = await db
    .insert(betaSignup)
    .values({
      betaId,
      email: input.email,
      ...preferences,
      userId: o.userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: betaSignup.email,
      set: {
        ...preferences,
        userId: sql`coalesce(excluded.user_id, ${betaSignup.userId})`,
        updatedAt: now,
      },
    })
    // The stored ID: the same as betaId unless the secret changed since the first signup.
    .returning({ betaId: betaSignup.betaId });
  return { betaId: saved?.betaId ?? betaId };
}
