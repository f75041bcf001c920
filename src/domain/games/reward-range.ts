import type { Game } from './catalog';

/** '2–10 QTT' from the catalogue's base and maximum; one figure when they are the same. */
export function rewardRange(game: Pick<Game, 'baseReward' | 'maxReward'>) {
  return game.baseReward === game.maxReward
    ? `${game.maxReward} QTT`
    : `${game.baseReward}–${game.maxReward} QTT`;
}
