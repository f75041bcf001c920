import { sql } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import { queryRows } from '../db/query-rows';
import type { Tx } from '../db/transaction';
import type { TransferType } from './post-transfer';

export interface RewardFacts {
  /** A transfer already holds the reward's key: it was paid. */
  keyUsed: boolean;
  /** An admin holds the account (docs/decisions/013). */
  held: boolean;
  /** The reward was withheld under this key before: it stays unpaid. */
  withheld: boolean;
  /** This type's credits to the wallet since `since`; 0 when no `since` was given. */
  creditedSince: Units;
}

/** Everything `payReward` decides on, read in one statement (one round trip). */
export async function rewardFacts(
  tx: Tx,
  o: { key: string; userId: string; wallet: string; type: TransferType; since?: Date },
): Promise<RewardFacts> {
  const credited = o.since
    ? sql`(select coalesce(sum(amount), 0) from ledger_transfer
          where credit_account_id = ${o.wallet} and type = ${o.type}
            and created_at >= ${o.since.toISOString()}::timestamptz)`
    : sql`0`;
  const [row] = await queryRows<{
    key_used: boolean;
    held: boolean;
    withheld: boolean;
    credited: string;
  }>(
    tx,
    sql`select exists (select from ledger_transfer where idempotency_key = ${o.key}) as key_used,
      exists (select from reward_hold where user_id = ${o.userId}) as held,
      exists (select from withheld_reward where key = ${o.key}) as withheld,
      (${credited})::text as credited`,
  );
  return {
    keyUsed: row?.key_used === true,
    held: row?.held === true,
    withheld: row?.withheld === true,
    creditedSince: BigInt(row?.credited ?? '0'),
  };
}
