/**
 * The game earning limits counted once for many server processes (docs/decisions/021, 032):
 * two app instances on one PostgreSQL, keeping the counts in PostgreSQL, then in Redis.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { clockWithinOneUtcDay } from '@/test/clock-off-midnight';
import { balancesOf, farmAccounts, type FarmAccount } from '@/test/game-farm-helpers';
import { redisOnPostgresLeg } from '@/test/shared-backends';
import { siblingApp } from '@/test/sibling-app';
import { createTestApp, type TestApp } from '@/test/test-app';
import { reconcileLedger } from '../ledger/reconcile-ledger';

const pg = process.env.TEST_DATABASE_URL;
const redis = redisOnPostgresLeg();
const modes: { name: string; env: Record<string, string> }[] = [
  { name: 'PostgreSQL', env: {} },
  { name: 'Redis', env: { REDIS_URL: redis ?? '' } },
];

describe.each(modes)('game earning limits across two app instances, in $name', ({ env }) => {
  if (!pg) {
    it.skip('skipped: TEST_DATABASE_URL is not set (the embedded database is one process)', () => {});
    return;
  }
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...env, GAME_ACCOUNTS_PER_IP: '3', GAME_ACCOUNTS_PER_SUBNET: '5' },
    });
    other = await siblingApp(t);
    clockWithinOneUtcDay(t.clock, 3_600_000);
  });
  afterAll(async () => {
    await other.close();
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
    await t.close();
  });

  /** Every account races, half on each instance, all finishing at once on the other one. */
  async function raceAcross(farm: FarmAccount[]) {
    const on = (i: number) => (i % 2 ? t.app : other);
    const races = await Promise.all(farm.map((a, i) => a.startRace(on(i))));
    t.clock.shiftMs += 30_000;
    return Promise.all(farm.map((a, i) => a.finishRace(races[i]?.sessionId ?? '', on(i + 1))));
  }

  it(
    '20 accounts from one address finishing at once on both: exactly 3 are paid',
    { timeout: 180_000 },
    async () => {
      const farm = await farmAccounts(t, 20, () => '203.0.113.80');
      for (let wave = 0; wave < 2; wave++) {
        const answers = await raceAcross(farm);
        expect(answers.filter((a) => a.outcome === 'paid')).toHaveLength(3);
        expect(answers.filter((a) => a.outcome === 'address_limit')).toHaveLength(17);
      }
      const { balances, sum } = await balancesOf(farm);
      expect(sum).toBe(3n * qtt(10));
      expect(balances.filter((b) => b > 0n)).toHaveLength(3);
    },
  );

  it(
    'a /24 spread over both instances: exactly 5 accounts are paid',
    { timeout: 180_000 },
    async () => {
      const farm = await farmAccounts(t, 12, (i) => `198.51.100.${i + 1}`);
      const answers = await raceAcross(farm);
      expect(answers.filter((a) => a.outcome === 'paid')).toHaveLength(5);
      expect(answers.filter((a) => a.outcome === 'address_limit')).toHaveLength(7);
    },
  );
});
