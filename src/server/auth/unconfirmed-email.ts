import { eq } from 'drizzle-orm';
import { isPiPlaceholderEmail } from '@/domain/pi/pi-account';
import type { Database } from '../db/open-database';
import { user } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * True when the account has an email address it has not confirmed (docs/decisions/032).
 * Sign-in already refuses such an account while confirmation is required, but a session
 * opened before it was required lives on for up to 7 days. A Pi account has no address (its
 * placeholder is never mailed): Pi vouched for it, so it counts as confirmed.
 */
export async function hasUnconfirmedEmail(db: Database | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: user.emailVerified, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  return row !== undefined && !row.verified && !isPiPlaceholderEmail(row.email);
}
