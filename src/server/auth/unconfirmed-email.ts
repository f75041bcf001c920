import { eq, sql } from 'drizzle-orm';
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

/**
 * Which of `userIds` have an unconfirmed email address (the same rule as
 * `hasUnconfirmedEmail`), in one query, for the daily usage bonus.
 */
export async function unconfirmedAmong(db: Database | Tx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  // The ids go as one JSON parameter: a day's usage may name more users than PostgreSQL's
  // 65,535 parameters (docs/decisions/022).
  const result = (await db.execute(sql`
    select id, email from "user"
    where not email_verified
      and id in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)::uuid)`)) as unknown as {
    rows: Array<{ id: string; email: string }>;
  };
  return new Set(result.rows.filter((r) => !isPiPlaceholderEmail(r.email)).map((r) => r.id));
}
