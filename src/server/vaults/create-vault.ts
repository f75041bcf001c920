import { eq, sql } from 'drizzle-orm';
import type { CreateVaultInput } from '@/domain/api/vaults';
import { maxVaultAmount, reserveLimitRefusal } from '@/domain/vaults/reservation-cap';
import { multiplierBpsFor, vaultReward } from '@/domain/vaults/vault-rules';
import type { Database } from '../db/open-database';
import { ledgerTransfer, userStats, vault } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import { ensureWallet, lockAccounts, systemAccounts } from '../ledger/ledger-accounts';
import { subAccountFor } from '../ledger/hot-accounts';
import { postFromSubAccount } from '../ledger/post-from-sub-account';
import { InsufficientFundsError, postTransfer } from '../ledger/post-transfer';
import { newVaultId } from './new-vault-id';
import { reservedByMember, reserveHeadroom } from './reserve-limit';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Locks the principal in escrow and reserves the reward from the reward pool, in one
 * transaction, so every accepted vault can always be paid (product rules R3). The member's
 * open vaults together may reserve at most `reserveShareBps` of the pool's free balance plus
 * their own reservations (docs/decisions/035-reservation-cap.md); a larger vault is a 422
 * VAULT_RESERVE_LIMIT naming the most that can be locked now. With a client idempotency key,
 * a repeated request returns the vault it first created.
 */
export async function createVault(
  db: Database,
  o: CreateVaultInput & {
    userId: string;
    now: Date;
    reserveShareBps: number;
    idempotencyKey?: string | undefined;
  },
) {
  return withTransaction(db, async (t) => {
    const wallet = await ensureWallet(t, o.userId);
    // Two transfers, in lockAccounts' order (the wallet, then the shared rows,
    // docs/decisions/023): the member's own sub-accounts of escrow and of the pool
    // (docs/decisions/048). The member's reservations are read between the wallet and the
    // rest: the wallet lock already keeps the member's other requests out, and the shared
    // rows are not held for the read. The pool's sub-account is locked by the second
    // transfer, so it can be rebalanced when it runs short (post-from-sub-account.ts).
    await lockAccounts(t, [wallet]);
    const reserved = await reservedByMember(t, o.userId);
    const escrow = subAccountFor(systemAccounts.vaultEscrow, o.userId);
    await lockAccounts(t, [escrow]);
    const id = newVaultId();
    const multiplierBps = multiplierBpsFor(o.durationDays);
    const reward = vaultReward(o.amount, multiplierBps);

    const lock = await postTransfer(t, {
      debit: wallet,
      credit: escrow,
      amount: o.amount,
      type: 'transfer',
      reason: 'Vault locked',
      metadata: { kind: 'vault', vaultId: id, durationDays: o.durationDays },
      idempotencyKey: o.idempotencyKey
        ? `vault-create:${o.userId}:${o.idempotencyKey}`
        : `vault-create:${id}`,
    }).catch((err: unknown) => {
      throw err instanceof InsufficientFundsError
        ? new InsufficientFundsError('Not enough QTT in your wallet for this vault.')
        : err;
    });
    if (lock.replayed) {
      const first = await findVaultOfTransfer(t, lock.id);
      if (first.durationDays !== o.durationDays) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was used for a different request.',
        );
      }
      return first;
    }

    // The pool's free balance, the sum of its sub-accounts, as committed now: another
    // member's vault committing meanwhile is not counted (docs/decisions/048).
    const headroom = await reserveHeadroom(t, {
      userId: o.userId,
      shareBps: o.reserveShareBps,
      reserved,
    });
    if (reward > headroom) {
      throw new AppError(
        'VAULT_RESERVE_LIMIT',
        reserveLimitRefusal(
          maxVaultAmount(headroom, multiplierBps),
          o.durationDays,
          o.reserveShareBps,
        ),
      );
    }

    // Within the cap the pool nearly always covers the reward (the cap is never above the
    // free balance); the CHECK on each sub-account's balance stays the last word.
    await postFromSubAccount(t, {
      from: systemAccounts.rewardPool,
      userId: o.userId,
      credit: escrow,
      amount: reward,
      type: 'transfer',
      reason: 'Vault reward reserved',
      metadata: { kind: 'vault', vaultId: id },
      idempotencyKey: `vault-reserve:${id}`,
    }).catch((err: unknown) => {
      throw err instanceof InsufficientFundsError
        ? new AppError(
            'REWARD_POOL_EMPTY',
            'The reward pool cannot cover this vault right now. Please try a smaller amount or later.',
          )
        : err;
    });

    const [created] = await t
      .insert(vault)
      .values({
        id,
        userId: o.userId,
        amount: o.amount,
        durationDays: o.durationDays,
        multiplierBps,
        reward,
        createdAt: o.now,
        unlockAt: new Date(o.now.getTime() + o.durationDays * dayMs),
      })
      .returning();
    await t
      .insert(userStats)
      .values({ userId: o.userId, totalVaultsCreated: 1 })
      .onConflictDoUpdate({
        target: userStats.userId,
        set: {
          totalVaultsCreated: sql`${userStats.totalVaultsCreated} + 1`,
          updatedAt: sql`now()`,
        },
      });
    if (!created) throw new Error('vault insert returned nothing');
    return created;
  });
}

async function findVaultOfTransfer(tx: Tx, transferId: bigint) {
  const [row] = await tx
    .select({ vault })
    .from(ledgerTransfer)
    .innerJoin(vault, eq(vault.id, sql`${ledgerTransfer.metadata}->>'vaultId'`))
    .where(eq(ledgerTransfer.id, transferId));
  if (!row) throw new AppError('CONFLICT', 'That request is still being processed.');
  return row.vault;
}
