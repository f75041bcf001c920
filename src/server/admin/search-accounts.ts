import { desc, ilike, or } from 'drizzle-orm';
import type { AccountsResponse } from '@/domain/api/admin-accounts';
import { shownEmail } from '@/domain/pi/pi-account';
import type { Database } from '../db/open-database';
import { user } from '../db/schema';

/** Accounts whose email, username or display name contains `q`, newest first. */
export async function searchAccounts(
  db: Database,
  { q, limit }: { q?: string | undefined; limit: number },
): Promise<AccountsResponse> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      displayName: user.displayUsername,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(
      q
        ? or(
            ilike(user.email, `%${q}%`),
            ilike(user.username, `%${q}%`),
            ilike(user.displayUsername, `%${q}%`),
          )
        : undefined,
    )
    .orderBy(desc(user.createdAt))
    .limit(limit);
  return {
    accounts: rows.map((r) => ({
      ...r,
      // A Pi account has no address to show, only its placeholder (decision 016).
      email: shownEmail(r.email) ?? `Pi account: ${r.displayName ?? r.id}`,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
