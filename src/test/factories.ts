import { randomBytes } from 'node:crypto';
import type { Database } from '@/server/db/open-database';
import { user } from '@/server/db/schema';

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
