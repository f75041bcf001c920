import { count, desc, ilike, or, type SQL } from 'drizzle-orm';
import { betaSignupsPageSize, type BetaSignupRow } from '@/domain/api/beta';
import type { Database } from '../db/open-database';
import { betaSignup } from '../db/schema';

/** `q` as a literal ILIKE fragment: % and _ in a search mean themselves. */
function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(betaSignup.email, pattern), ilike(betaSignup.name, pattern));
}

type Row = typeof betaSignup.$inferSelect;

const view = (r: Row): BetaSignupRow => ({
  betaId: r.betaId,
  email: r.email,
  name: r.name,
  piUsername: r.piUsername,
  deviceType: r.deviceType,
  experience: r.experience,
  interests: r.interests,
  referralSource: r.referralSource,
  signedIn: r.userId !== null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** One page of signups, newest first, with how many match the search. */
export async function listBetaSignups(db: Database, o: { q?: string | undefined; page: number }) {
  const where = searchFilter(o.q);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(betaSignup)
      .where(where)
      .orderBy(desc(betaSignup.createdAt), desc(betaSignup.betaId))
      .limit(betaSignupsPageSize)
      .offset((o.page - 1) * betaSignupsPageSize),
    db.select({ total: count() }).from(betaSignup).where(where),
  ]);
  return {
    signups: rows.map(view),
    total: totals[0]?.total ?? 0,
    page: o.page,
    pageSize: betaSignupsPageSize,
  };
}

/** Every signup matching the search, newest first, for the CSV export. */
export async function allBetaSignups(db: Database, q: string | undefined) {
  const rows = await db
    .select()
    .from(betaSignup)
    .where(searchFilter(q))
    .orderBy(desc(betaSignup.createdAt), desc(betaSignup.betaId));
  return rows.map(view);
}
