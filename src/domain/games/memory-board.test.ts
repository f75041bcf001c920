import { describe, expect, it } from 'vitest';
import {
  flipCard,
  initialMemoryBoard,
  memoryPlayedMs,
  replayFlips,
  type MemoryBoard,
} from './memory-board';
import { shuffleDeck } from './memory-faces';

// Pairs side by side: cards 2k and 2k+1 match.
const deck = shuffleDeck(() => 0).map((_, i, d) => d[i - (i % 2)] ?? 'x');
const flip = (b: MemoryBoard, i: number, at: number) => {
  const r = flipCard(deck, b, i, at);
  if (!r.ok) throw new Error(r.reason);
  return r;
};

describe('Memory Master board', () => {
  it('shuffles every face in twice', () => {
    let seed = 7;
    const d = shuffleDeck((n) => (seed = (seed * 31 + 11) % 1009) % n);
    expect(d).toHaveLength(24);
    expect(new Set(d).size).toBe(12);
    for (const face of new Set(d)) expect(d.filter((f) => f === face)).toHaveLength(2);
  });

  it('counts a move per pair of flips and matches equal faces', () => {
    const a = flip(initialMemoryBoard, 0, 0);
    expect(a.matched).toBeNull();
    const b = flip(a.board, 1, 500);
    expect(b).toMatchObject({ matched: true, board: { matched: [0, 1], moves: 1, flips: 2 } });
  });

  it('refuses a matched card, the open card, and a third card before the flip-back', () => {
    const won = flip(flip(initialMemoryBoard, 0, 0).board, 1, 10).board;
    expect(flipCard(deck, won, 0, 100)).toEqual({
      ok: false,
      reason: 'This card is already matched.',
    });
    const one = flip(initialMemoryBoard, 2, 0).board;
    expect(flipCard(deck, one, 2, 100)).toMatchObject({ ok: false });
    const miss = flip(one, 4, 300);
    expect(miss).toMatchObject({ matched: false, board: { open: [2, 4], mismatchAtMs: 300 } });
    expect(flipCard(deck, miss.board, 6, 1_199)).toEqual({
      ok: false,
      reason: 'Wait for the cards to flip back.',
    });
    expect(flipCard(deck, miss.board, 2, 1_200)).toMatchObject({
      ok: true,
      board: { open: [2] },
    });
  });

  it('is won only when all 24 cards are matched, and refuses flips after 10 minutes', () => {
    const flips = deck.map((_, i) => [i, i * 400] as const);
    const b = replayFlips(deck, flips);
    expect(b).toMatchObject({ moves: 12, flips: 24, wonAtMs: 23 * 400 });
    expect(replayFlips(deck, flips.slice(0, 23)).wonAtMs).toBeNull();
    expect(flipCard(deck, initialMemoryBoard, 0, 600_001)).toEqual({
      ok: false,
      reason: 'Time is up.',
    });
  });
});

describe('Memory Master play counted as usage', () => {
  it('is the span from the first recorded flip to the last', () => {
    expect(memoryPlayedMs([])).toBe(0);
    expect(memoryPlayedMs([[3, 45_000]])).toBe(0);
    expect(
      memoryPlayedMs([
        [0, 12_000],
        [1, 13_500],
        [5, 52_000],
      ]),
    ).toBe(40_000);
  });

  it('never passes the 10-minute timer', () => {
    expect(
      memoryPlayedMs([
        [0, 0],
        [1, 900_000],
      ]),
    ).toBe(600_000);
  });
});
