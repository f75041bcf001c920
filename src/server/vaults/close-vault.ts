import { and, eq, sql } from 'drizzle-orm';
import { earlyWithdrawalSplit } from '@/domain/vaults/vault-rules';
import type { Database } from '../db/open-database';
import { userStats, vault } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import { subAccountFor } from '../ledger/hot-accounts';
import { ensureWallet, lockAccounts, systemAccounts } from '../ledger/ledger-accounts';
import { postTransfer } from '../ledger/post-transfer';

type Vault = typeof vault.$inferSelect;

/** Locks the user's vault row for the rest of the transaction; another user's id is a 404. */
async function lockVault(tx: Tx, userId: string, vaultId: string): Promise<Vault> {
  const [row] = await tx
    .select()
    .from(vault)
    .where(and(eq(vault.id, vaultId), eq(vault.userId, userId)))
    .for('update');
  if (!row) throw AppError.notFound('Vault not found');
  return row;
}

/** Claim after unlock: the user receives amount × multiplier, once. */
export async function claimVault(db: Database, o: { userId: string; vaultId: string; now: Date }) {
  return withTransaction(db, async (t) => {
    const v = await lockVault(t, o.userId, o.vaultId);
    if (v.status === 'claimed') return v;
    if (v.status === 'withdrawn') {
      throw new AppError('VAULT_CLOSED', 'This vault was withdrawn early.');
    }
    if (o.now < v.unlockAt) {
      throw new AppError('VAULT_LOCKED', 'This vault is still locked.');
    }
    const payout = v.amount + v.reward;
    // The wallet, then the user's own rows (in the order every money path takes them), and
    // the escrow sub-account that holds the vault (a sixteenth of all claims share it) last:
    // the transfer, the last write, locks it, so a claim holds it only until its commit
    // (docs/decisions/023, 048).
    const wallet = await ensureWallet(t, o.userId);
    await lockAccounts(t, [wallet]);
    const [closed] = await t
      .update(vault)
      .set({ status: 'claimed', closedAt: o.now, payout })
      .where(eq(vault.id, v.id))
      .returning();
    await t
      .insert(userStats)
      .values({ userId: o.userId, totalVaultsClaimed: 1, totalQttEarned: v.reward })
      .onConflictDoUpdate({
        target: userStats.userId,
        set: {
          totalVaultsClaimed: sql`${userStats.totalVaultsClaimed} + 1`,
          totalQttEarned: sql`${userStats.totalQttEarned} + ${v.reward}`,
          updatedAt: sql`now()`,
        },
      });
    await postTransfer(t, {
      debit: subAccountFor(systemAccounts.vaultEscrow, o.userId),
      credit: wallet,
      amount: payout,
      type: 'reward',
      reason: 'Vault claimed',
      metadata: { kind: 'vault', vaultId: v.id, reward: v.reward.toString() },
      idempotencyKey: `vault-claim:${v.id}`,
    });
    return closed ?? v;
  });
}

/**
 * Withdraw early, only while locked: 85 % of the principal back, 15 % to the penalty
 * pool, and the reserved reward back to the reward pool, all at once.
 */
export async function withdrawVault(
  db: Database,
  o: { userId: string; vaultId: string; now: Date },
) {
  return withTransaction(db, async (t) => {
    const v = await lockVault(t, o.userId, o.vaultId);
    if (v.status === 'withdrawn') return v;
    if (v.status === 'claimed')
      throw new AppError('VAULT_CLOSED', 'This vault was already claimed.');
    if (o.now >= v.unlockAt) {
      throw new AppError('VAULT_UNLOCKED', 'This vault has unlocked: claim it instead.');
    }
    const { returned, penalty } = earlyWithdrawalSplit(v.amount);
    const wallet = await ensureWallet(t, o.userId);
    // Three transfers: every account locked up front, in lockAccounts' order. The member's
    // own sub-accounts of escrow, which holds their vault, and of the pool.
    const escrow = subAccountFor(systemAccounts.vaultEscrow, o.userId);
    const pool = subAccountFor(systemAccounts.rewardPool, o.userId);
    await lockAccounts(t, [escrow, wallet, systemAccounts.penaltyPool, pool]);
    const meta = { kind: 'vault_withdrawal', vaultId: v.id, penalty: penalty.toString() };
    const base = { debit: escrow, type: 'transfer' as const, metadata: meta };
    await postTransfer(t, {
      ...base,
      credit: wallet,
      amount: returned,
      reason: 'Vault withdrawn early',
      idempotencyKey: `vault-withdraw:${v.id}:returned`,
    });
    await postTransfer(t, {
      ...base,
      credit: systemAccounts.penaltyPool,
      amount: penalty,
      reason: 'Early withdrawal penalty',
      idempotencyKey: `vault-withdraw:${v.id}:penalty`,
    });
    await postTransfer(t, {
      ...base,
      credit: pool,
      amount: v.reward,
      reason: 'Vault reward released',
      idempotencyKey: `vault-withdraw:${v.id}:reward`,
    });
    const [closed] = await t
      .update(vault)
      .set({ status: 'withdrawn', closedAt: o.now, payout: returned, penalty })
      .where(eq(vault.id, v.id))
      .returning();
    return closed ?? v;
  });
}
