/** Live watch statistics never raise the verified time a closed watch session counts. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertContent, insertUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/open-database';
import { watchSession } from '../db/schema';
import { createLogger } from '../logger';
import { HeartbeatActivity } from './heartbeat-activity';

let h: DatabaseHandle;
const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
const t0 = Date.UTC(2026, 10, 20, 12);

beforeEach(async () => {
  h = await createTestDatabase();
});
afterEach(() => h.close());

async function watch(status: 'active' | 'completed' | 'superseded') {
  const id = randomBytes(16).toString('hex');
  await h.db.insert(watchSession).values({
    id,
    userId: await insertUser(h.db),
    contentId: await insertContent(h.db),
    status,
    startedAt: new Date(t0),
    lastSeenAt: new Date(t0 + 30_000),
    completedAt: status === 'completed' ? new Date(t0 + 30_000) : null,
    verifiedMs: 30_000,
    heartbeats: 3,
  });
  return id;
}
const row = async (id: string) =>
  (await h.db.select().from(watchSession).where(eq(watchSession.id, id)))[0];

describe('HeartbeatActivity', () => {
  it('raises an open session, but keeps what a completion verified', async () => {
    const [open, completed, superseded] = [
      await watch('active'),
      await watch('completed'),
      await watch('superseded'),
    ];
    const activity = new HeartbeatActivity(h.db, logger);
    for (const id of [open, completed, superseded]) {
      activity.accepted(id, 90_000, 9, t0 + 90_000);
      activity.rejected(id, t0 + 95_000);
    }
    await activity.flush();
    expect(await row(open)).toMatchObject({ verifiedMs: 90_000, heartbeats: 9, rejected: 1 });
    // Statistics still reach the Security Center; the counted time does not move.
    expect(await row(completed)).toMatchObject({ verifiedMs: 30_000, heartbeats: 9, rejected: 1 });
    expect(await row(superseded)).toMatchObject({ verifiedMs: 30_000, rejected: 1 });
  });
});
