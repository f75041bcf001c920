import type { MemoryFlipResponse } from '@/domain/api/games-scored';
import { flipCard, initialMemoryBoard } from '@/domain/games/memory-board';
import { shuffleDeck } from '@/domain/games/memory-faces';
import { flipMemoryCard } from '../api/flip-memory-card';

/** Flips one card and answers its face: on the server, or on a practice deck held here. */
export type Flipper = (index: number) => Promise<MemoryFlipResponse>;

export const serverFlipper =
  (sessionId: string): Flipper =>
  (index) =>
    flipMemoryCard(sessionId, index);

/** A visitor's practice game: the same rules, a deck dealt in the browser, nothing paid. */
export function practiceFlipper(): Flipper {
  const deck = shuffleDeck((n) => Math.floor(Math.random() * n));
  const t0 = performance.now();
  let board = initialMemoryBoard;
  return async (index) => {
    const r = flipCard(deck, board, index, performance.now() - t0);
    if (!r.ok) throw new Error(r.reason);
    board = r.board;
    return {
      index,
      face: deck[index] ?? 'star',
      matched: r.matched,
      moves: board.moves,
      pairsFound: board.matched.length / 2,
      won: board.wonAtMs !== null,
    };
  };
}
