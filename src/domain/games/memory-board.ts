import { memoryMaster } from './memory-master-rules';

/** A flip as recorded: the card's index and when it was flipped, ms since the game started. */
export type MemoryFlip = readonly [index: number, atMs: number];

export interface MemoryBoard {
  matched: readonly number[];
  /** Face-up cards not yet matched: none, one, or a mismatched pair about to flip back. */
  open: readonly number[];
  /** When the showing mismatched pair was completed, ms; null when none shows. */
  mismatchAtMs: number | null;
  flips: number;
  moves: number;
  /** When the last pair was matched, ms; null while pairs remain. */
  wonAtMs: number | null;
}

export const initialMemoryBoard: MemoryBoard = {
  matched: [],
  open: [],
  mismatchAtMs: null,
  flips: 0,
  moves: 0,
  wonAtMs: null,
};

/** The server allows a small margin under the 1 s flip-back for timer and network jitter. */
const flipBackToleranceMs = 100;

export type FlipOutcome =
  { ok: true; board: MemoryBoard; matched: boolean | null } | { ok: false; reason: string };

/**
 * Flips one card of `deck` (faces by index). Refused: a matched card, the card already face
 * up, a third card while a mismatched pair still shows (it flips back after 1 s), any flip
 * after the win or past the 10-minute limit. `matched` is null for the first card of a pair.
 */
export function flipCard(
  deck: readonly string[],
  b: MemoryBoard,
  index: number,
  atMs: number,
): FlipOutcome {
  if (b.wonAtMs !== null) return { ok: false, reason: 'This game is already won.' };
  if (atMs > memoryMaster.timeLimitMs) return { ok: false, reason: 'Time is up.' };
  if (!Number.isInteger(index) || index < 0 || index >= deck.length) {
    return { ok: false, reason: 'There is no such card.' };
  }
  if (b.matched.includes(index)) return { ok: false, reason: 'This card is already matched.' };
  let open = b.open;
  if (open.length === 2) {
    if (atMs - (b.mismatchAtMs ?? 0) < memoryMaster.flipBackMs - flipBackToleranceMs) {
      return { ok: false, reason: 'Wait for the cards to flip back.' };
    }
    open = [];
  }
  if (open.includes(index)) return { ok: false, reason: 'This card is already face up.' };
  const flips = b.flips + 1;
  const [first] = open;
  if (first === undefined) {
    return { ok: true, matched: null, board: { ...b, open: [index], mismatchAtMs: null, flips } };
  }
  const moves = b.moves + 1;
  if (deck[first] === deck[index]) {
    const matched = [...b.matched, first, index];
    const wonAtMs = matched.length === deck.length ? atMs : null;
    const board = { matched, open: [], mismatchAtMs: null, flips, moves, wonAtMs };
    return { ok: true, matched: true, board };
  }
  const board = { ...b, open: [first, index], mismatchAtMs: atMs, flips, moves };
  return { ok: true, matched: false, board };
}

/** Replays a recorded list of flips; a flip the rules refuse is skipped. */
export function replayFlips(deck: readonly string[], flips: readonly MemoryFlip[]): MemoryBoard {
  let b = initialMemoryBoard;
  for (const [index, atMs] of flips) {
    const r = flipCard(deck, b, index, atMs);
    if (r.ok) b = r.board;
  }
  return b;
}

/**
 * The play a game's flips show (docs/decisions/033): from the first flip the server recorded
 * to the last, at most the 10-minute timer. Time before the first flip and after the last,
 * however long the session stayed open, is not play.
 */
export function memoryPlayedMs(flips: readonly MemoryFlip[]): number {
  const first = flips[0]?.[1];
  const last = flips.at(-1)?.[1];
  if (first === undefined || last === undefined) return 0;
  return Math.min(Math.max(0, last - first), memoryMaster.timeLimitMs);
}
