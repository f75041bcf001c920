/** The Security Center shows game sessions and the results withheld as implausible. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityCenterResponseSchema } from '@/domain/api/security-center';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { insertGameSession } from '@/test/game-factories';
import { createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Security Center, games', () => {
  it('lists a withheld game result with its reason, and the paid session beside it', async () => {
    const me = await signedInUser(t);
    const u = me.user;
    const withheld = await insertGameSession(t, {
      userId: me.id,
      status: 'withheld',
      outcome: 'implausible',
      verifiedMs: 4_200,
      withheldReason: 'A 60-second round finished after 4 s',
      secret: { words: ['never', 'shown'] },
    });
    t.clock.shiftMs += 1000;
    const paid = await insertGameSession(t, {
      userId: me.id,
      gameId: 'memory-master',
      kind: 'memory-master',
      reward: 550_000_000n,
      verifiedMs: 95_000,
    });

    const admin = await signedInAdmin(t);
    for (const url of ['/api/security-center', '/api/security-center?summary=1']) {
      const res = await admin.get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('never');
      const body = securityCenterResponseSchema.parse(res.json());
      expect(body.withheldGames).toEqual([
        {
          _id: withheld,
          userId: me.id,
          userName: u.displayName,
          gameId: 'speed-typing',
          gameTitle: 'Speed Typing',
          reason: 'A 60-second round finished after 4 s',
          seconds: 4,
          finishedAt: expect.any(String),
        },
      ]);
      // Newest start first: the paid game began 95 s before it ended, before the withheld one.
      expect(body.gameSessions.map((s) => s._id)).toEqual([withheld, paid]);
      expect(body.gameSessions[1]).toMatchObject({
        gameTitle: 'Memory Master',
        status: 'finished',
        outcome: 'paid',
        reward: '5.5',
        seconds: 95,
      });
    }
  });

  it('is refused to a member', async () => {
    const { cookie } = await signedInUser(t);
    const res = await t.app.inject({ url: '/api/security-center', headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });
});
