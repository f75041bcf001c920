import { describe, expect, it } from 'vitest';
import { findGame, gameIds, games } from './catalog';

describe('game catalogue', () => {
  it('lists the twelve ids of the specification once each, in order', () => {
    expect(games.map((g) => g.id)).toEqual([...gameIds]);
  });

  it('plays two games in the app, six embedded, the car racer on its page, three later', () => {
    const count = (kind: string) => games.filter((g) => g.kind === kind).length;
    expect([
      count('speed-typing'),
      count('memory-master'),
      count('embedded'),
      count('car-racer'),
      count('coming-soon'),
    ]).toEqual([1, 1, 6, 1, 3]);
  });

  it('gives every embedded game a page on our own origin and a reward range', () => {
    for (const g of games.filter((x) => x.kind === 'embedded')) {
      expect(g.gameUrl).toMatch(/^\/games\/embedded\/[a-z-]+\/index\.html$/);
      expect(g.maxReward).toBeGreaterThanOrEqual(g.baseReward);
    }
  });

  it('marks exactly the coming-soon kind as coming soon', () => {
    for (const g of games) expect(g.status === 'coming-soon').toBe(g.kind === 'coming-soon');
  });

  it('finds a game by id and nothing else', () => {
    expect(findGame('speed-typing')?.title).toBe('Speed Typing');
    expect(findGame('constructor')).toBeUndefined();
    expect(findGame('')).toBeUndefined();
  });

  it('keeps the specification constants of the two scored games', () => {
    expect(findGame('speed-typing')).toMatchObject({
      baseReward: 2,
      maxReward: 10,
      requirements: { minAccuracy: 50, minWords: 5 },
    });
    expect(findGame('memory-master')).toMatchObject({ baseReward: 3, maxReward: 8 });
    expect(findGame('car-racer')).toMatchObject({ baseReward: 5, maxReward: 5 });
  });
});
