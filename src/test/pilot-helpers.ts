import { asc, eq } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import { dayStart } from '@/domain/pilot/utc-days';
import { loadConfig } from '@/server/config';
import type { Database } from '@/server/db/open-database';
import {
  ledgerAccount,
  ledgerTransfer,
  pilotAllocationRun,
  pilotAllocationShare,
} from '@/server/db/schema';
import { withTransaction } from '@/server/db/transaction';
import { insertUsage } from '@/server/demo/insert-usage';
import { fundRewardPool } from '@/server/ledger/grant-qtt';
import { walletAccountId } from '@/server/ledger/ledger-accounts';
import { insertContent } from './factories';

/** The daily ceiling on counted usage the server runs with by default, in seconds. */
export const ceilingSeconds = loadConfig({ NODE_ENV: 'test' }).PILOT_DAILY_MINUTES_CAP * 60;

let funded = 0;
export const fundPool = (db: Database, amount: Units) =>
  withTransaction(db, (tx) =>
    fundRewardPool(tx, { amount, reason: 'Budget', idempotencyKey: `pilot-fund-${funded++}` }),
  );

/** Verified usage ending at noon UTC of `day`. */
export async function usageOn(
  db: Database,
  o: { userId: string; day: string; watchSeconds: number; gameSeconds?: number },
) {
  const contentId = await insertContent(db);
  await insertUsage(db, {
    userId: o.userId,
    contentId,
    at: new Date(dayStart(o.day).getTime() + 43_200_000),
    watchSeconds: o.watchSeconds,
    gameSeconds: o.gameSeconds ?? 0,
  });
}

export const runs = (db: Database) =>
  db.select().from(pilotAllocationRun).orderBy(asc(pilotAllocationRun.day));

export const shares = (db: Database, day: string) =>
  db
    .select()
    .from(pilotAllocationShare)
    .where(eq(pilotAllocationShare.day, day))
    .orderBy(asc(pilotAllocationShare.userId));

export const rewardTransfers = (db: Database) =>
  db
    .select()
    .from(ledgerTransfer)
    .where(eq(ledgerTransfer.type, 'reward'))
    .orderBy(asc(ledgerTransfer.id));

export async function walletOf(db: Database, userId: string): Promise<Units> {
  const [row] = await db
    .select({ balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.id, walletAccountId(userId)));
  return row?.balance ?? 0n;
}
