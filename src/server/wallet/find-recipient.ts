import { eq } from 'drizzle-orm';
import type { Recipient } from '@/domain/api/send';
import { normalizeUsername } from '@/domain/auth/display-name';
import type { Database } from '../db/open-database';
import { user } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/app-error';

export interface Member extends Recipient {
  id: string;
}

/** How a member is named to others: the display name they chose, never their email. */
export const memberName = (u: { displayUsername: string | null; name: string }) =>
  u.displayUsername ?? u.name;

/**
 * The member with this username (compared as sign-in compares it). Only usernames are looked
 * up: an email address finds nobody, so the lookup cannot tell whether an address has an
 * account (docs/decisions/041).
 */
export async function findRecipient(db: Database | Tx, username: string): Promise<Member> {
  const wanted = normalizeUsername(username);
  const [row] = await db
    .select({
      id: user.id,
      username: user.username,
      displayUsername: user.displayUsername,
      name: user.name,
    })
    .from(user)
    .where(eq(user.username, wanted));
  if (!row?.username) {
    throw new AppError('RECIPIENT_NOT_FOUND', `No QTN member has the username “${username}”.`);
  }
  return { id: row.id, username: row.username, displayName: memberName(row) };
}
