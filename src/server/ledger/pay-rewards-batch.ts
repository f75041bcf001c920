import { sql } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import type { Tx } from '../db/transaction';
import { queryRows } from '../db/query-rows';
import { accountBalance } from './account-balance';
import { subAccountFor, subAccountsOf } from './hot-accounts';
import { lockAccounts, systemAccounts, walletAccountId } from './ledger-accounts';
import type { RewardType } from './pay-reward';
import { rebalanceSubAccounts } from './post-from-sub-account';

export interface BatchReward {
  userId: string;
  amount: Units;
  /** Unique per thing rewarded, as for payReward. */
  key: string;
  evidence: Record<string, unknown>;
}

/** Per key: the transfer that paid it, or null when it stays unpaid (account held, or withheld before). */
export type BatchOutcomes = Map<string, bigint | null>;

/**
 * payReward's rules for many rewards of one type at once, in a few set-based statements
 * inside the caller's transaction: a used key finds its transfer, a held account's reward
 * is recorded as withheld and a key withheld before stays unpaid; the rest are posted from
 * the reward pool in one insert, each wallet credited and each of the pool's sub-accounts
 * debited by its members' sum. Locks the wallets, then the pool's sub-accounts
 * (lockAccounts' order).
 * No daily cap: callers that need one use payReward.
 *
 * Returns null, having moved nothing, when the pool cannot cover the batch: the caller
 * then pays one by one and leaves what the pool lacks unpaid.
 * Requirements: every amount > 0; at most one reward per key.
 */
export async function payRewardsBatch(
  tx: Tx,
  o: { rewards: readonly BatchReward[]; type: RewardType; reason: string; now: Date },
): Promise<BatchOutcomes | null> {
  const outcomes: BatchOutcomes = new Map();
  if (o.rewards.length === 0) return outcomes;
  const input = sql`jsonb_to_recordset(${JSON.stringify(
    o.rewards.map((r) => ({ ...r, amount: r.amount.toString() })),
  )}::jsonb) as r("userId" uuid, amount bigint, key text, evidence jsonb)`;
  await tx.execute(sql`insert into ledger_account (id, kind, user_id)
    select 'wallet:' || r."userId", 'wallet', r."userId" from ${input} on conflict do nothing`);
  // The one global lock order (wallets, then every sub-account of the pool), as every other
  // payer takes it.
  await lockAccounts(tx, [
    ...o.rewards.map((r) => walletAccountId(r.userId)),
    ...subAccountsOf(systemAccounts.rewardPool),
  ]);
  const sorted = await queryRows<{
    key: string;
    paid: string | null;
    held: boolean;
    withheld: boolean;
  }>(
    tx,
    sql`select r.key,
        (select t.id::text from ledger_transfer t where t.idempotency_key = r.key) as paid,
        exists (select 1 from reward_hold h where h.user_id = r."userId") as held,
        exists (select 1 from withheld_reward w where w.key = r.key) as withheld
      from ${input}`,
  );
  const toPay = new Set<string>();
  const toHold: BatchReward[] = [];
  const byKey = new Map(o.rewards.map((r) => [r.key, r]));
  for (const s of sorted) {
    if (s.paid !== null) outcomes.set(s.key, BigInt(s.paid));
    else if (s.held || s.withheld) {
      outcomes.set(s.key, null);
      const reward = byKey.get(s.key);
      if (s.held && reward) toHold.push(reward);
    } else toPay.add(s.key);
  }
  // Each reward is paid from its member's sub-account of the pool: first each sub-account is
  // given what its members' rewards need (post-from-sub-account.ts).
  const needs = new Map<string, Units>();
  for (const r of o.rewards.filter((x) => toPay.has(x.key))) {
    const from = subAccountFor(systemAccounts.rewardPool, r.userId);
    needs.set(from, (needs.get(from) ?? 0n) + r.amount);
  }
  const total = [...needs.values()].reduce((sum, a) => sum + a, 0n);
  if ((await accountBalance(tx, systemAccounts.rewardPool)) < total) return null;
  if (toHold.length > 0) await recordWithheld(tx, toHold, o);
  if (toPay.size > 0) {
    await rebalanceSubAccounts(tx, systemAccounts.rewardPool, needs);
    await postBatch(tx, o, [...toPay], outcomes);
  }
  return outcomes;
}

async function recordWithheld(
  tx: Tx,
  held: BatchReward[],
  o: { type: RewardType; reason: string; now: Date },
) {
  const rows = JSON.stringify(held.map((r) => ({ ...r, amount: r.amount.toString() })));
  await tx.execute(sql`insert into withheld_reward (key, user_id, type, amount, evidence, created_at)
    select r.key, r."userId", ${o.type}, r.amount,
      jsonb_build_object('reason', ${o.reason}::text) || r.evidence, ${o.now.toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as r("userId" uuid, amount bigint, key text, evidence jsonb)
    on conflict (key) do nothing`);
}

/**
 * One journal insert, each wallet's credit and each of the pool's sub-accounts' debit, in
 * one statement.
 */
async function postBatch(
  tx: Tx,
  o: { rewards: readonly BatchReward[]; type: RewardType; reason: string },
  keys: string[],
  outcomes: BatchOutcomes,
) {
  const wanted = new Set(keys);
  const rows = JSON.stringify(
    o.rewards
      .filter((r) => wanted.has(r.key))
      .map((r) => ({
        ...r,
        amount: r.amount.toString(),
        debit: subAccountFor(systemAccounts.rewardPool, r.userId),
      })),
  );
  // Data-modifying CTEs run to completion whether or not the final select reads them.
  const posted = await queryRows<{ key: string; id: string }>(
    tx,
    sql`with ins as (
      insert into ledger_transfer (idempotency_key, debit_account_id, credit_account_id, amount,
        type, reason, metadata)
      select r.key, r.debit, 'wallet:' || r."userId", r.amount, ${o.type},
        ${o.reason}, jsonb_build_object('kind', ${o.type}::text) || r.evidence
      from jsonb_to_recordset(${rows}::jsonb)
        as r("userId" uuid, amount bigint, key text, evidence jsonb, debit text)
      order by r.key
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key, debit_account_id, credit_account_id, amount
    ), credited as (
      update ledger_account a set balance = a.balance + ins.amount, version = a.version + 1
      from ins where a.id = ins.credit_account_id returning a.id
    ), debited as (
      update ledger_account a set balance = a.balance - d.amount, version = a.version + d.count
      from (select debit_account_id, sum(amount) as amount, count(*)::int as count
            from ins group by debit_account_id) d
      where a.id = d.debit_account_id returning a.id
    )
    select idempotency_key as key, id::text from ins`,
  );
  for (const p of posted) outcomes.set(p.key, BigInt(p.id));
  // A key taken by a concurrent payReward after we looked: that transfer paid it.
  const missing = keys.filter((k) => !outcomes.has(k));
  if (missing.length > 0) {
    const found = await queryRows<{ key: string; id: string }>(
      tx,
      sql`select idempotency_key as key, id::text from ledger_transfer
        where idempotency_key in (select jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb))`,
    );
    for (const f of found) outcomes.set(f.key, BigInt(f.id));
  }
}
