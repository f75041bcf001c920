/**
 * Who may be paid for games (docs/decisions/032): the limits per address and subnet, for
 * families and schools behind one address, honest players elsewhere, every kind of game,
 * and parallel finishes. Each test checks the ledger.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameResult } from '@/domain/api/games';
import type { PlayHandle } from '@/domain/api/games-timed';
import type { SecurityFlag } from '@/domain/api/security-flags';
import { qtt } from '@/domain/money/qtt';
import { clockWithinOneUtcDay } from '@/test/clock-off-midnight';
import { balancesOf, farmAccounts, raceAll, type FarmAccount } from '@/test/game-farm-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';
import { gameSession } from '../db/schema';
import { reconcileLedger } from '../ledger/reconcile-ledger';

const adminKey = 'h'.repeat(40);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { GAME_ACCOUNTS_PER_IP: '3', GAME_ACCOUNTS_PER_SUBNET: '10', ADMIN_KEY: adminKey },
  });
  clockWithinOneUtcDay(t.clock, 3_600_000);
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

const flags = async (): Promise<SecurityFlag[]> =>
  (
    await t.app.inject({
      url: '/api/security-flags',
      headers: { authorization: `Bearer ${adminKey}` },
    })
  ).json().flags;
const outcomes = (answers: GameResult[]) => answers.map((a) => a.outcome).sort();
const sessionRow = async (id: string) =>
  (await t.database.db.select().from(gameSession).where(eq(gameSession.id, id)))[0];

describe('a family behind one address', () => {
  it('three members are paid; the fourth is told in words why not, and the admin sees it', async () => {
    const family = await farmAccounts(t, 4, () => '192.0.2.20');
    const [first, second, third, fourth] = await raceAll(t, family.slice(0, 3)).then(
      async (paid) => [...paid, ...(await raceAll(t, family.slice(3)))],
    );
    for (const a of [first, second, third]) expect(a).toMatchObject({ outcome: 'paid' });
    expect(fourth).toMatchObject({ outcome: 'address_limit', credited: '0' });
    expect(fourth?.message).toBe(
      'This game earned no QTT: 3 other accounts have already earned from games on this ' +
        'internet connection in the last 24 hours, and that is the most one connection may ' +
        'have. Everyone who shares it (a family, a school, an office) shares this limit. Your ' +
        'result is recorded; the limit frees up in about 24 hours at the earliest.',
    );
    const row = await sessionRow(fourth?.sessionId ?? '');
    expect(row).toMatchObject({
      status: 'withheld',
      outcome: 'address_limit',
      withheldReason:
        'Withheld by the per-address limit: 3 other accounts were already paid game rewards ' +
        'from 192.0.2.20 in the last 24 hours (limit 3).',
    });
    expect(row?.evidence).toMatchObject({
      withheldQtt: '5',
      limit: { scope: 'address', address: '192.0.2.20', accounts: 3 },
    });
    // The Security Center lists it with the reason, beside the judge's withheld results.
    const center = await t.app.inject({
      url: '/api/security-center',
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(center.json().withheldGames).toContainEqual(
      expect.objectContaining({ _id: fourth?.sessionId, reason: row?.withheldReason }),
    );
    // The members already counted keep playing and being paid; the fourth still is not.
    t.clock.shiftMs += 60_000;
    expect(outcomes(await raceAll(t, family))).toEqual(['address_limit', 'paid', 'paid', 'paid']);
    expect((await balancesOf(family)).balances).toEqual([qtt(10), qtt(10), qtt(10), 0n]);
  });

  it('with the limits off (0), any number of accounts from one address is paid', async () => {
    const open = await createTestApp({ env: { GAME_ACCOUNTS_PER_IP: '0' } });
    try {
      const same = await farmAccounts(open, 5, () => '192.0.2.21');
      expect(outcomes(await raceAll(open, same))).toEqual(Array(5).fill('paid'));
    } finally {
      await open.close();
    }
  });
});

describe('honest players on their own addresses', () => {
  it(
    'are all paid, whatever farms play elsewhere at the same time',
    { timeout: 180_000 },
    async () => {
      const farm = await farmAccounts(t, 6, () => '100.64.1.30');
      const honest = await farmAccounts(t, 6, (i) => `10.${i + 1}.0.7`);
      const answers = await raceAll(t, [...farm, ...honest]);
      expect(outcomes(answers.slice(6))).toEqual(Array(6).fill('paid'));
      expect(outcomes(answers.slice(0, 6))).toEqual([
        ...Array(3).fill('address_limit'),
        ...Array(3).fill('paid'),
      ]);
      expect((await balancesOf(honest)).sum).toBe(qtt(30));
    },
  );
});

describe('parallel finishes from one address', () => {
  it(
    'admit exactly the limit, however the 20 finishes interleave',
    { timeout: 180_000 },
    async () => {
      const farm = await farmAccounts(t, 20, () => '100.64.2.40');
      const answers = await raceAll(t, farm);
      expect(answers.filter((a) => a.outcome === 'paid')).toHaveLength(3);
      expect(answers.filter((a) => a.outcome === 'address_limit')).toHaveLength(17);
      expect((await balancesOf(farm)).sum).toBe(qtt(15));
    },
  );
});

describe('a farm spread over one subnet', () => {
  it(
    '20 accounts on 20 addresses of one /24: at most 10 are paid, the rest told "network"',
    { timeout: 180_000 },
    async () => {
      const farm = await farmAccounts(t, 20, (i) => `198.51.100.${i + 1}`);
      const answers: GameResult[] = [];
      // Ten races each: every account it can be paid for reaches the 50 QTT daily cap.
      for (let i = 0; i < 10; i++) answers.push(...(await raceAll(t, farm)));
      const { balances, sum } = await balancesOf(farm);
      expect(sum).toBe(10n * qtt(50));
      expect(balances.filter((b) => b > 0n)).toHaveLength(10);
      const refused = answers.filter((a) => a.outcome === 'address_limit');
      expect(refused).toHaveLength(10 * 10);
      expect(refused[0]?.message).toMatch(
        /^This game earned no QTT: 10 other accounts have already earned from games on this network/,
      );
      const row = await sessionRow(refused[0]?.sessionId ?? '');
      expect(row?.withheldReason).toBe(
        'Withheld by the per-subnet limit: 10 other accounts were already paid game rewards ' +
          'from 198.51.100.0/24 in the last 24 hours (limit 10).',
      );
      const named = (await flags()).filter((f) => f.kind === 'game_shared_subnet');
      expect(named.filter((f) => f.address === '198.51.100.0/24')).toHaveLength(20);
      expect(named.find((f) => f.address === '198.51.100.0/24')?.reason).toBe(
        '20 accounts earned from games at 198.51.100.0/24 in the last 24 hours: 10 paid, and ' +
          '10 more were withheld by the limit of 10 accounts per subnet.',
      );
    },
  );
});

describe('IPv6', () => {
  it(
    'counts one /64 (a home choosing its addresses) as one address, one /48 as one subnet',
    { timeout: 180_000 },
    async () => {
      const home = await farmAccounts(t, 5, (i) => `2001:db8:aa:bb::${i + 1}`);
      const answers = await raceAll(t, home);
      expect(outcomes(answers)).toEqual([
        ...Array(2).fill('address_limit'),
        ...Array(3).fill('paid'),
      ]);
      const refused = answers.find((a) => a.outcome === 'address_limit');
      expect((await sessionRow(refused?.sessionId ?? ''))?.withheldReason).toMatch(
        /^Withheld by the per-address limit: 3 other accounts were already paid game rewards from 2001:db8:aa:bb::\/64 /,
      );
      const named = (await flags()).filter((f) => f.kind === 'game_shared_address');
      expect(named.filter((f) => f.address === '2001:db8:aa:bb::/64')).toHaveLength(5);

      const site = await farmAccounts(t, 12, (i) => `2001:db8:cc:${i + 1}::7`);
      const spread = await raceAll(t, site);
      expect(spread.filter((a) => a.outcome === 'paid')).toHaveLength(10);
      expect(spread.filter((a) => a.outcome === 'address_limit')).toHaveLength(2);
    },
  );
});

describe('every kind of game', () => {
  it('is withheld for an account beyond the limit, and paid for one within it', async () => {
    const [a, b, c, d] = await farmAccounts(t, 4, () => '100.64.3.50');
    if (!a || !b || !c || !d) throw new Error('no accounts');
    expect(outcomes(await raceAll(t, [a, b, c]))).toEqual(['paid', 'paid', 'paid']);
    t.clock.shiftMs += 60_000;
    for (const [who, expected] of [
      [a, 'paid'],
      [d, 'address_limit'],
    ] as const) {
      expect(await playTyping(who)).toMatchObject({ outcome: expected });
      expect(await playMemory(who)).toMatchObject({ outcome: expected });
      expect(await playEmbedded(who)).toMatchObject({ outcome: expected });
    }
    expect(await d.balance()).toBe(0n);
  });
});

async function playTyping(who: FarmAccount) {
  const round = await who.startTyping();
  t.clock.shiftMs += 61_000;
  return who.finishTyping(round);
}

/** Matches every pair at a person's pace, knowing the deck (read from the database). */
async function playMemory(who: FarmAccount): Promise<GameResult> {
  const started = await who.call('/api/games/memory-master/sessions', {});
  const { sessionId } = started.json() as { sessionId: string };
  const deck = ((await sessionRow(sessionId))?.secret as { deck: string[] }).deck;
  const order = deck.flatMap((f, i) => (deck.indexOf(f) === i ? [i, deck.indexOf(f, i + 1)] : []));
  for (const index of order) {
    t.clock.shiftMs += 800;
    await who.call(`/api/games/memory-master/sessions/${sessionId}/flip`, { index });
  }
  t.clock.shiftMs += 30_000;
  return (await who.call(`/api/games/memory-master/sessions/${sessionId}/finish`, {})).json();
}

/** 30 s of visible, focused play of an embedded game: 2 QTT. */
async function playEmbedded(who: FarmAccount): Promise<GameResult> {
  let h = (
    await who.call('/api/game-play-start', { gameId: 'flappy-dragon' })
  ).json() as PlayHandle;
  const attention = { visible: true, focused: true };
  for (let i = 0; i < 3; i++) {
    t.clock.shiftMs += 10_000;
    h = (await who.call('/api/game-play-heartbeat', { ...h, ...attention })).json() as PlayHandle;
  }
  return (await who.call('/api/game-play-finish', { ...h, ...attention })).json();
}
