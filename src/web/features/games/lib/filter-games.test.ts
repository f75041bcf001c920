import { describe, expect, it } from 'vitest';
import { games } from '@/domain/games/catalog';
import { categoriesOf, filterGames, parseCategory } from './filter-games';

const ids = (list: readonly { id: string }[]) => list.map((g) => g.id);

describe('filterGames', () => {
  it('keeps every game with no search and All', () => {
    expect(filterGames(games, { search: '', category: null })).toHaveLength(12);
  });

  it('searches titles, ignoring case and spaces around', () => {
    expect(ids(filterGames(games, { search: '  SPEED ', category: null }))).toEqual([
      'speed-typing',
    ]);
  });

  it('searches descriptions too', () => {
    const byDescription = games.find((g) => g.id === 'match-meme');
    const word = 'caption';
    expect(byDescription?.title.toLowerCase()).not.toContain(word);
    expect(ids(filterGames(games, { search: word, category: null }))).toContain('match-meme');
  });

  it('narrows by category, and by both at once', () => {
    const arcade = filterGames(games, { search: '', category: 'Arcade' });
    expect(arcade.length).toBeGreaterThan(0);
    expect(arcade.every((g) => g.category === 'Arcade')).toBe(true);
    expect(filterGames(games, { search: 'typing', category: 'Arcade' })).toEqual([]);
  });

  it('finds nothing for text no game has', () => {
    expect(filterGames(games, { search: 'zzqx', category: null })).toEqual([]);
  });
});

describe('categoriesOf and parseCategory', () => {
  it('lists the used categories once each, in the canonical order', () => {
    const used = categoriesOf(games);
    expect(new Set(used).size).toBe(used.length);
    expect(used).toContain('Skill');
    expect(categoriesOf([])).toEqual([]);
  });

  it('accepts only a known category', () => {
    expect(parseCategory('Memory')).toBe('Memory');
    expect(parseCategory('memory')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });
});
