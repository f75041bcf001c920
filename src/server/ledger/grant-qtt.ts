import type { Units } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { ensureWallet, systemAccounts } from './ledger-accounts';
import { postTransfer } from './post-transfer';

/** New QTT from issuance into a user's wallet (demo grants, admin grants). */
export async function grantQtt(
  db: Database,
  o: { userId: string; amount: Units; reason: string; idempotencyKey: string; createdBy?: string },
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    return postTransfer(t, {
      debit: systemAccounts.issuance,
      credit: await ensureWallet(t, o.userId),
      amount: o.amount,
      type: 'reward',
      reason: o.reason,
      metadata: { kind: 'grant' },
      idempotencyKey: o.idempotencyKey,
      ...(o.createdBy ? { createdBy: o.createdBy } : {}),
    });
  });
}

/** Funds the reward pool from issuance: the budget every reward is paid from. */
export async function fundRewardPool(
  db: Database,
  o: { amount: Units; reason: string; idempotencyKey: string; createdBy?: string },
) {
  return db.transaction(async (tx) =>
    postTransfer(tx as unknown as Database, {
      debit: systemAccounts.issuance,
      credit: systemAccounts.rewardPool,
      amount: o.amount,
      type: 'transfer',
      reason: o.reason,
      idempotencyKey: o.idempotencyKey,
      ...(o.createdBy ? { createdBy: o.createdBy } : {}),
    }),
  );
}
