import type { Config } from '../config';
import type { SharedState } from '../shared-state/shared-state';
import type { GamesDeps } from './games-deps';

/**
 * The game earning limits' window (docs/decisions/032): as long as the daily game cap's day,
 * so one address's accounts can together be paid at most (accounts per address) × the cap a
 * day, whether a farm waits an hour or not.
 */
export const gameEarningWindowMs = 24 * 3_600_000;

/** Who may be paid for games, from the configuration, counted in this process's shared store. */
export function gameEarning(
  config: Pick<
    Config,
    'GAME_ACCOUNTS_PER_IP' | 'GAME_ACCOUNTS_PER_SUBNET' | 'REQUIRE_EMAIL_CONFIRMATION'
  >,
  shared: Pick<SharedState, 'startLimiter'>,
): GamesDeps['earning'] {
  const limits = {
    name: 'game',
    perAddress: config.GAME_ACCOUNTS_PER_IP,
    perSubnet: config.GAME_ACCOUNTS_PER_SUBNET,
    windowMs: gameEarningWindowMs,
  };
  return {
    limits,
    limiter: shared.startLimiter(limits),
    requireConfirmedEmail: config.REQUIRE_EMAIL_CONFIRMATION,
  };
}
