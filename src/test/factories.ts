import { randomBytes } from 'node:crypto';
import type { Database } from '@/server/db/open-database';
import { content, user } from '@/server/db/schema';

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
