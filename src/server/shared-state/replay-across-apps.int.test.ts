import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '@/test/factories';
import { redisOnPostgresLeg } from '@/test/shared-backends';
import { siblingApp } from '@/test/sibling-app';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { viewer } from '@/test/watch-helpers';

const pg = process.env.TEST_DATABASE_URL;
const redis = redisOnPostgresLeg();
const modes: { name: string; env: Record<string, string> }[] = [
  { name: 'PostgreSQL', env: {} },
  { name: 'Redis', env: { REDIS_URL: redis ?? '' } },
];

describe.each(modes)('two app instances sharing state in $name', ({ env }) => {
  if (!pg) {
    it.skip('skipped: TEST_DATABASE_URL is not set (the embedded database is one process)', () => {});
    return;
  }
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ env });
    other = await siblingApp(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('takes a handle on the other instance once, and refuses it replayed on either', async () => {
    const v = await viewer(t);
    const id = await insertContent(t.database.db, { durationSeconds: 600 });
    const h0 = await v.start(id);
    t.clock.shiftMs += 10_000;
    const body = { ...h0, seconds: 10, visible: true, focused: true };
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/powt-heartbeat',
        payload: body,
        headers: { origin: testOrigin, cookie: v.cookie },
      });
    expect((await send(other)).statusCode).toBe(200);
    for (const app of [t.app, other]) {
      const replay = await send(app);
      expect(replay.statusCode).toBe(409);
      expect(replay.json().error.code).toBe('WATCH_HANDLE_USED');
    }
  });
});
