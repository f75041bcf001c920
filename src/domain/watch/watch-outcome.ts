import type { PowtCompleteResponse } from '../api/watch';
import { formatQtt, type Units } from '../money/qtt';
import { emailUnconfirmedWatchMessage, requiredVerifiedSeconds } from './watch-rules';

type Reason = NonNullable<PowtCompleteResponse['reason']>;

export interface WatchOutcomeFacts {
  /** The item's reward. */
  reward: Units;
  durationSeconds: number;
  verifiedSeconds: number;
  /** The daily watch cap. */
  dailyCap: Units;
}

/**
 * What the viewer reads when a completed watch of a reward-eligible video paid nothing:
 * the server's reason in words a person can act on (product rules R5). `null` where there
 * is nothing to say (a Discovery video, a session already closed).
 */
export function watchOutcomeMessage(reason: Reason, f: WatchOutcomeFacts): string | null {
  const reward = formatQtt(f.reward);
  switch (reason) {
    case 'already_rewarded':
      return `You already earned ${reward} QTT for this video. Watching it again earns nothing more.`;
    case 'not_enough_watched':
      return (
        `This watch earned no QTT: ${f.verifiedSeconds} s of play were verified and ` +
        `${requiredVerifiedSeconds(f.durationSeconds)} s are needed. Skipped time, and time ` +
        'with the video hidden, do not count.'
      );
    case 'daily_cap':
      return (
        `This watch earned no QTT: you have reached today's limit of ${formatQtt(f.dailyCap)} QTT ` +
        'from watching. It starts again at midnight UTC.'
      );
    case 'pool_empty':
      return 'This watch earned no QTT: the reward pool is empty right now. Please try again later.';
    case 'held':
      return 'This watch earned no QTT: rewards on your account are on hold while an admin reviews it.';
    case 'email_unconfirmed':
      return emailUnconfirmedWatchMessage;
    case 'paid':
    case 'not_eligible':
    case 'session_closed':
      return null;
  }
}
