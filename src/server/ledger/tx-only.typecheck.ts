/**
 * Compile-time proof, checked by `tsc --noEmit` and never run: the ledger's functions take
 * a `Tx`, so handing them the bare `Database` does not compile. If one of these lines ever
 * compiles, its `@ts-expect-error` becomes unused and the typecheck fails.
 */
import type { Database } from '../db/open-database';
import type { Tx } from '../db/transaction';
import { fundRewardPool, grantQtt } from './grant-qtt';
import { ensureWallet } from './ledger-accounts';
import { payReward } from './pay-reward';
import { postTransfer, type TransferInput } from './post-transfer';

declare const db: Database;
declare const tx: Tx;
declare const transfer: TransferInput;
const grant = { userId: 'u', amount: 1n, reason: 'r', idempotencyKey: 'k' };
const reward = { userId: 'u', amount: 1n, type: 'watch', reason: 'r', key: 'k' } as const;

export async function ledgerCallsNeedATransaction() {
  // @ts-expect-error a Database is not a transaction
  await postTransfer(db, transfer);
  // @ts-expect-error a Database is not a transaction
  await ensureWallet(db, 'u');
  // @ts-expect-error a Database is not a transaction
  await grantQtt(db, grant);
  // @ts-expect-error a Database is not a transaction
  await fundRewardPool(db, grant);
  // @ts-expect-error a Database is not a transaction
  await payReward({ ...reward, tx: db });
  // A transaction (or a savepoint, also a Tx) is what they take.
  await postTransfer(tx, transfer);
  await tx.transaction((sp) => payReward({ ...reward, tx: sp }));
}
