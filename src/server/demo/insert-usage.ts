import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open-database';
import type { Tx } from '../db/transaction';
import { gameSession, watchSession } from '../db/schema';
import { forgetWalletTotals } from '../wallet/wallet-totals';

/**
 * Verified usage as the watch and game flows leave it: a completed watch session and a
 * finished game session ending at `at`. For demo data and tests only; nothing is paid. Usage
 * dated in a settled day makes the member's wallet totals read again (decision 051).
 */
export async function insertUsage(
  db: Database | Tx,
  u: { userId: string; contentId: string; at: Date; watchSeconds: number; gameSeconds: number },
): Promise<void> {
  await forgetWalletTotals(db, u.userId);
  const id = () => randomBytes(16).toString('hex');
  const before = (seconds: number) => new Date(u.at.getTime() - seconds * 1000);
  if (u.watchSeconds > 0) {
    await db.insert(watchSession).values({
      id: id(),
      userId: u.userId,
      contentId: u.contentId,
      status: 'completed',
      startedAt: before(u.watchSeconds),
      lastSeenAt: u.at,
      completedAt: u.at,
      verifiedMs: u.watchSeconds * 1000,
    });
  }
  if (u.gameSeconds > 0) {
    await db.insert(gameSession).values({
      id: id(),
      userId: u.userId,
      gameId: 'speed-typing',
      kind: 'speed-typing',
      status: 'finished',
      startedAt: before(u.gameSeconds),
      finishedAt: u.at,
      verifiedMs: u.gameSeconds * 1000,
      playedAt: u.at,
    });
  }
}
