import type { GameResult } from '@/domain/api/games';

/** How a played game ended for the player: the server's result, or why there is none. */
export type PlayOutcome =
  | { kind: 'result'; result: GameResult }
  /** Played signed out: nothing was sent to be paid. */
  | { kind: 'visitor' }
  /** The finish could not reach the server or was refused. */
  | { kind: 'error'; message: string };

/**
 * The result card's words: what the server paid (never a figure of the page's own) and,
 * when it paid less than the game's rules give, the server's reason.
 */
export function resultWords(o: PlayOutcome): { title: string; reason: string | null } {
  if (o.kind === 'visitor')
    return {
      title: 'No QTT: you are not signed in',
      reason: 'Games pay only signed-in players. Sign in, then play again to earn.',
    };
  if (o.kind === 'error')
    return { title: 'Your game could not be checked', reason: `${o.message} Nothing was paid.` };
  const r = o.result;
  if (r.outcome === 'paid' && r.credited !== '0')
    return { title: `You earned ${r.credited} QTT`, reason: r.message ?? null };
  return { title: 'No QTT this time', reason: r.message ?? 'This game paid nothing.' };
}
