import { randomBytes } from 'node:crypto';
import { qtt } from '@/domain/money/qtt';
import type { Database } from '@/server/db/open-database';
import { content, user } from '@/server/db/schema';
import { withTransaction } from '@/server/db/transaction';
import { grantQtt } from '@/server/ledger/grant-qtt';

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
