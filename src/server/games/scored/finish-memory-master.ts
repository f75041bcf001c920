import type { MemoryMasterResult } from '@/domain/api/games-scored';
import { memoryPlayedMs, replayFlips } from '@/domain/games/memory-board';
import { formulaCappedMessage } from '@/domain/games/game-outcome-message';
import {
  memoryMaster,
  memoryMasterFormula,
  memoryMasterReward,
} from '@/domain/games/memory-master-rules';
import { rewardToUnits } from '@/domain/games/reward-clamp';
import type { GamesDeps } from '../games-deps';
import { settleGameSession, type GameVerdict } from '../settle-game-session';
import { memorySecretSchema, readSecret } from './scored-secrets';

/** No person sees, reads and clicks a card faster than this, on average over a game. */
export const minHumanMsPerFlip = 300;
/** Two paid Memory Master games are at least this far apart: a fast honest game's length. */
const minSpacingMs = 30_000;

/**
 * Settles a game from the server's own record of flips: won only when every pair was
 * matched through `flip`; moves and time are the server's, never the client's.
 */
export async function finishMemoryMaster(
  deps: GamesDeps,
  o: { userId: string; sessionId: string },
): Promise<MemoryMasterResult> {
  let score = { moves: 0, seconds: 0, won: false };
  const result = await settleGameSession(deps, {
    sessionId: o.sessionId,
    userId: o.userId,
    minSpacingMs,
    reason: 'Game reward',
    judge: (session): GameVerdict => {
      const { deck, flips } = readSecret(session, 'memory-master', memorySecretSchema);
      const board = replayFlips(deck, flips);
      const wonAtMs = board.wonAtMs;
      score = {
        moves: board.moves,
        seconds: Math.floor((wonAtMs ?? 0) / 1000),
        won: wonAtMs !== null,
      };
      const evidence = { ...score, flips: board.flips, pairs: board.matched.length / 2 };
      // Play is the span of the flips the server saw, won or not; never the time left open.
      const verifiedMs = memoryPlayedMs(flips);
      if (wonAtMs === null) {
        const message = `Match all ${memoryMaster.pairs} pairs to earn QTT.`;
        return { kind: 'refuse', message, evidence, verifiedMs };
      }
      if (wonAtMs < board.flips * minHumanMsPerFlip) {
        const reason = `Won in ${wonAtMs} ms: faster than ${minHumanMsPerFlip} ms a flip over ${board.flips} flips.`;
        return { kind: 'withhold', reason, evidence, verifiedMs };
      }
      const reward = memoryMasterReward(board.moves, wonAtMs);
      const worth = memoryMasterFormula(board.moves, wonAtMs);
      const amount = rewardToUnits(reward);
      if (worth <= reward) return { kind: 'pay', amount, evidence, verifiedMs };
      const message = formulaCappedMessage({
        title: 'Memory Master',
        maxReward: memoryMaster.maxReward,
        worth,
      });
      return { kind: 'pay', amount, evidence, verifiedMs, message };
    },
  });
  return { ...result, score };
}
