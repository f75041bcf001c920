import { eq } from 'drizzle-orm';
import { qtt } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { ledgerTransfer } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { fundRewardPool } from './grant-qtt';

const key = 'reward-pool:initial-funding';

/**
 * The first start funds the reward pool with REWARD_POOL_INITIAL_QTT; later starts do
 * nothing, even if the setting changed (more budget is an admin action).
 */
export async function fundRewardPoolOnce(db: Database, amountQtt: number) {
  if (amountQtt <= 0) return;
  const [done] = await db
    .select({ id: ledgerTransfer.id })
    .from(ledgerTransfer)
    .where(eq(ledgerTransfer.idempotencyKey, key));
  if (done) return;
  await withTransaction(db, (tx) =>
    fundRewardPool(tx, {
      amount: qtt(amountQtt),
      reason: 'Initial reward pool funding',
      idempotencyKey: key,
    }),
  );
}
