import type { Units } from '@/domain/money/qtt';
import type { Tx } from '../db/transaction';
import { ensureWallet, systemAccounts } from './ledger-accounts';
import { postTransfer } from './post-transfer';

/** New QTT from issuance into a user's wallet (demo grants, admin grants). */
export async function grantQtt(
  tx: Tx,
  o: { userId: string; amount: Units; reason: string; idempotencyKey: string; createdBy?: string },
) {
  return postTransfer(tx, {
    debit: systemAccounts.issuance,
    credit: await ensureWallet(tx, o.userId),
    amount: o.amount,
    type: 'reward',
    reason: o.reason,
    metadata: { kind: 'grant' },
    idempotencyKey: o.idempotencyKey,
    ...(o.createdBy ? { createdBy: o.createdBy } : {}),
  });
}

/** Funds the reward pool from issuance: the budget every reward is paid from. */
export async function fundRewardPool(
  tx: Tx,
  o: { amount: Units; reason: string; idempotencyKey: string; createdBy?: string },
) {
  return postTransfer(tx, {
    debit: systemAccounts.issuance,
    credit: systemAccounts.rewardPool,
    amount: o.amount,
    type: 'transfer',
    reason: o.reason,
    idempotencyKey: o.idempotencyKey,
    ...(o.createdBy ? { createdBy: o.createdBy } : {}),
  });
}
