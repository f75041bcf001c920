import { asc, eq } from 'drizzle-orm';
import { demoAccount } from './demo-account';
import { startOfUtcDay } from '../clock';
import { content, user } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { withTransaction, type Tx } from '../db/transaction';
import { insertUsage } from './insert-usage';

const dayMs = 86_400_000;
/** Pilot testers beside the demo account; they have no password and never sign in. */
const testers = ['Ava', 'Ben', 'Chen'];

/**
 * Fourteen days of plausible verified usage (and today's so far) for the demo account and
 * three testers, so the pilot dashboard and today's pool are alive on a fresh `npm start`;
 * the scheduler then allocates yesterday. The pattern is fixed, not random, so every start
 * looks the same.
 */
export const demoUsageStep: SeedStep = {
  name: 'demo-pilot-usage',
  run: async ({ db }) => {
    const [item] = await db
      .select({ id: content.id })
      .from(content)
      .orderBy(asc(content.createdAt))
      .limit(1);
    const [demo] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoAccount.email));
    if (!item || !demo) return;
    // One transaction: a step that fails part-way leaves nothing and simply runs again.
    await withTransaction(db, (tx) => seedUsage(tx, demo.id, item.id));
  },
};

async function seedUsage(tx: Tx, demoId: string, contentId: string) {
  const userIds = [demoId];
  for (const name of testers) userIds.push(await tester(tx, name));
  const now = Date.now();
  for (let daysAgo = 0; daysAgo < 14; daysAgo += 1) {
    const start = startOfUtcDay(new Date(now)).getTime() - daysAgo * dayMs;
    const at = Math.min(start + dayMs / 2, now - 60_000);
    if (at < start) continue;
    for (const [i, userId] of userIds.entries()) {
      // 10–45 minutes of watching and 5–25 of games, varying by user and day.
      const watch = 600 + ((daysAgo * 7 + i * 11) % 8) * 300;
      const game = i === 3 && daysAgo % 3 === 0 ? 0 : 300 + ((daysAgo * 5 + i * 3) % 5) * 300;
      await insertUsage(tx, {
        userId,
        contentId,
        at: new Date(Math.max(at - i * 600_000, start)),
        watchSeconds: watch,
        gameSeconds: game,
      });
    }
  }
}

async function tester(db: Tx, name: string): Promise<string> {
  const email = `${name.toLowerCase()}@pilot.qtn.local`;
  await db
    .insert(user)
    .values({ name, email, username: `pilot-${name.toLowerCase()}`, displayUsername: name })
    .onConflictDoNothing();
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`demo tester ${name} missing`);
  return row.id;
}
