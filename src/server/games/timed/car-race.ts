import type { CarRaceStartResponse } from '@/domain/api/games-timed';
import type { GameResult } from '@/domain/api/games';
import { findGame } from '@/domain/games/catalog';
import {
  carRaceMinSeconds,
  carRacePlayedMs,
  carRaceRewardQtt,
} from '@/domain/games/timed/timed-rules';
import { qtt } from '@/domain/money/qtt';
import type { GamesDeps } from '../games-deps';
import { settleGameSession } from '../settle-game-session';
import { startGameSession } from '../start-game-session';

const minRaceMs = carRaceMinSeconds * 1000;

/** Starts a race on the server's clock; a new start abandons the user's open race. */
export async function startCarRace(
  deps: GamesDeps,
  o: { userId: string; ip: string | null; ua: string | null },
): Promise<CarRaceStartResponse> {
  const game = findGame('car-racer');
  if (!game) throw new Error('car-racer is missing from the catalogue');
  const started = await startGameSession(deps, { ...o, game, secret: {} });
  return { sessionId: started.id, startedAt: started.startedAt.toISOString() };
}

/**
 * A finished race pays 5 QTT ('Game reward', source car-racer) once per session, and only
 * when the server's clock says the race lasted at least the minimum a real drive takes;
 * a faster finish is withheld for the Security Center.
 */
export function finishCarRace(
  deps: GamesDeps,
  o: { userId: string; sessionId: string },
): Promise<GameResult> {
  return settleGameSession(deps, {
    sessionId: o.sessionId,
    userId: o.userId,
    minSpacingMs: minRaceMs,
    reason: 'Game reward',
    judge: (session, now) => {
      const raceMs = now.getTime() - session.startedAt.getTime();
      const evidence = {
        raceSeconds: Math.floor(raceMs / 1000),
        minRaceSeconds: carRaceMinSeconds,
      };
      if (session.gameId !== 'car-racer')
        return { kind: 'withhold', reason: 'Not a car race session.', evidence };
      if (raceMs < minRaceMs)
        return {
          kind: 'withhold',
          reason: `Race finished after ${(raceMs / 1000).toFixed(1)} s, under the ${carRaceMinSeconds} s minimum.`,
          evidence,
        };
      // The race's length counts as play only while a drive could take that long.
      return {
        kind: 'pay',
        amount: qtt(carRaceRewardQtt),
        evidence,
        verifiedMs: carRacePlayedMs(raceMs),
      };
    },
  });
}
