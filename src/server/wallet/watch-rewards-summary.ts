import { and, desc, eq, sql } from 'drizzle-orm';
import type { WatchRewardsSummary } from '@/domain/api/watch-rewards';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { content, ledgerTransfer } from '../db/schema';
import { walletAccountId } from '../ledger/ledger-accounts';

/** Read from the ledger: every watch reward is a 'watch' credit to the user's wallet. */
export async function watchRewardsSummary(
  db: Database,
  userId: string,
): Promise<WatchRewardsSummary> {
  const where = and(
    eq(ledgerTransfer.creditAccountId, walletAccountId(userId)),
    eq(ledgerTransfer.type, 'watch'),
  );
  const [totals] = await db
    .select({
      total: sql<string>`coalesce(sum(${ledgerTransfer.amount}), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(ledgerTransfer)
    .where(where);
  const recent = await db
    .select({
      amount: ledgerTransfer.amount,
      createdAt: ledgerTransfer.createdAt,
      metadata: ledgerTransfer.metadata,
      sourceId: ledgerTransfer.sourceId,
      contentTitle: content.title,
    })
    .from(ledgerTransfer)
    .leftJoin(content, sql`${content.id}::text = ${ledgerTransfer.sourceId}`)
    .where(where)
    .orderBy(desc(ledgerTransfer.id))
    .limit(10);
  return {
    total: unitsToDecimal(BigInt(totals?.total ?? '0')),
    count: totals?.count ?? 0,
    recent: recent.map((r) => ({
      contentId: String((r.metadata as { contentId?: unknown }).contentId ?? r.sourceId ?? ''),
      contentTitle: r.contentTitle ?? null,
      reward: unitsToDecimal(r.amount),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
