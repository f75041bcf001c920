import { randomBytes } from 'node:crypto';
import { qtt } from '@/domain/money/qtt';
import type { Database } from '@/server/db/open-database';
import { inArray } from 'drizzle-orm';
import { content, ledgerAccount, user } from '@/server/db/schema';
import { withTransaction } from '@/server/db/transaction';
import { grantQtt } from '@/server/ledger/grant-qtt';
import { subAccountsOf } from '@/server/ledger/hot-accounts';

/** A user row straight in the database, for tests that do not need to sign in. */
export async function insertUser(db: Database): Promise<string> {
  const id = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(user)
    .values({
      name: `u${id}`,
      email: `u${id}@example.com`,
      username: `u${id}`,
      displayUsername: `u${id}`,
    })
    .returning({ id: user.id });
  if (!row) throw new Error('user insert failed');
  return row.id;
}

/** A content row; hosted and reward-eligible unless told otherwise. */
export async function insertContent(
  db: Database,
  o: Partial<typeof content.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(content)
    .values({
      title: `Video ${randomBytes(3).toString('hex')}`,
      creator: 'Test Creator',
      sourceType: 'hosted',
      videoUrl: '/media/demo/focus-15s.webm',
      rewardEligible: true,
      qttReward: 200_000_000n,
      durationSeconds: 30,
      ...o,
    })
    .returning({ id: content.id });
  if (!row) throw new Error('content insert failed');
  return row.id;
}

/** Grants `whole` QTT to the user through the ledger's own grant (a fresh key each time). */
export async function grantWholeQtt(db: Database, userId: string, whole: number) {
  await withTransaction(db, (tx) =>
    grantQtt(tx, {
      userId,
      amount: qtt(whole),
      reason: 'Test grant',
      idempotencyKey: `grant:${userId}:${whole}:${randomBytes(8).toString('hex')}`,
    }),
  );
}

/** A user whose id ends in the hex digit `d`: a given sub-account of a split account. */
export async function insertUserOnSubAccount(db: Database, d: number): Promise<string> {
  for (;;) {
    const id = await insertUser(db);
    if (Number.parseInt(id.slice(-1), 16) === d) return id;
  }
}

/** Each sub-account's balance of a split account (src/server/ledger/hot-accounts.ts). */
export async function subAccountBalances(db: Database, root: string) {
  const rows = await db
    .select({ id: ledgerAccount.id, balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(inArray(ledgerAccount.id, [...subAccountsOf(root)]));
  return new Map(rows.map((r) => [r.id, r.balance]));
}
