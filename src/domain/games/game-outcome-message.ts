import type { GameOutcome } from '../api/games';
import { unitsToDecimal, type Units } from '../money/qtt';
import { embeddedSecondsPerQtt, formatRaceTime } from './timed/timed-rules';

/**
 * What a player reads when a finished game paid less than its rules give (product rules R5,
 * R6): the server's reason in words a person can act on. The server writes these into the
 * result's `message`; the web shows that message and never works out its own.
 */

export interface GameOutcomeFacts {
  /** The daily cap on game rewards. */
  dailyCap: Units;
}

/** The message of an outcome that pays nothing and has no message of its own, else null. */
export function gameOutcomeMessage(outcome: GameOutcome, f: GameOutcomeFacts): string | null {
  switch (outcome) {
    case 'nothing_earned':
      return 'This game earned no QTT: it was too short to earn anything.';
    case 'daily_cap':
      return (
        `This game earned no QTT: you have reached today's limit of ${unitsToDecimal(f.dailyCap)} QTT ` +
        'from games. It starts again at midnight UTC.'
      );
    case 'pool_empty':
      return 'This game earned no QTT: the reward pool is empty right now. Please try again later.';
    case 'held':
      return 'This game earned no QTT: rewards on your account are on hold while an admin reviews it.';
    case 'session_closed':
      return 'This game was already settled: it is paid once, so it earns nothing more.';
    case 'signed_out':
      return 'Sign in to earn QTT from games.';
    default:
      return null;
  }
}

/** An embedded game's play too short for one QTT. */
export function embeddedTooShortMessage(verifiedSeconds: number): string {
  return (
    `This game earned no QTT: ${formatRaceTime(verifiedSeconds)} of play was verified and ` +
    `each QTT takes ${embeddedSecondsPerQtt} seconds. Time with the game hidden or out of ` +
    'focus does not count.'
  );
}

/** An embedded game's play worth more than the game's maximum, which was paid. */
export function embeddedCappedMessage(o: {
  title: string;
  verifiedSeconds: number;
  maxReward: number;
}): string {
  const worth = Math.floor(o.verifiedSeconds / embeddedSecondsPerQtt);
  return (
    `${o.maxReward} QTT is the most ${o.title} pays for one play: your ` +
    `${formatRaceTime(o.verifiedSeconds)} of verified play would be worth ${worth} QTT.`
  );
}

/** A scored game whose result the rules value above the game's maximum, which was paid. */
export function formulaCappedMessage(o: { title: string; maxReward: number; worth: number }) {
  return (
    `${o.maxReward} QTT is the most ${o.title} pays for one game: your result would be ` +
    `worth ${o.worth.toFixed(1)} QTT.`
  );
}
