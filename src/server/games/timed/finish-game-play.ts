import type { GamePlayFinishResponse } from '@/domain/api/games-timed';
import { findGame } from '@/domain/games/catalog';
import {
  embeddedCappedMessage,
  embeddedTooShortMessage,
} from '@/domain/games/game-outcome-message';
import { embeddedReward, embeddedSecondsPerQtt } from '@/domain/games/timed/timed-rules';
import { qtt } from '@/domain/money/qtt';
import { applyFinalInterval, handleLifetimeMs, type Attention } from '../../watch/heartbeat-rules';
import type { WatchState } from '../../watch/watch-token';
import type { GamesDeps } from '../games-deps';
import { settleGameSession } from '../settle-game-session';
import type { PlayHandles } from './play-handles';

/**
 * Ends an embedded game's play: the last interval counts when visible and focused, then the
 * session settles once, paying floor(verified seconds / 15) QTT clamped to the game's
 * maximum ('Gameplay reward'). The handle's state is the only evidence of play time.
 */
export async function finishGamePlay(
  deps: GamesDeps,
  handles: PlayHandles,
  state: WatchState,
  attention: Attention,
): Promise<GamePlayFinishResponse> {
  const now = deps.clock.now().getTime();
  const final = applyFinalInterval(state, now, attention);
  const verifiedSeconds = Math.floor(final.v / 1000);
  handles.guard.close(state.s, now + handleLifetimeMs);
  await handles.sequences?.close(`game:${state.s}`, now + handleLifetimeMs);
  const result = await settleGameSession(deps, {
    sessionId: state.s,
    userId: state.u,
    minSpacingMs: 0,
    reason: 'Gameplay reward',
    judge: (session) => {
      const game = findGame(session.gameId);
      const earned =
        game?.kind === 'embedded' ? embeddedReward(verifiedSeconds, game.maxReward) : 0;
      const worth = Math.floor(verifiedSeconds / embeddedSecondsPerQtt);
      let message: string | undefined;
      if (earned === 0) message = embeddedTooShortMessage(verifiedSeconds);
      else if (game && worth > earned)
        message = embeddedCappedMessage({ title: game.title, verifiedSeconds, maxReward: earned });
      return {
        kind: 'pay',
        amount: qtt(earned),
        ...(message ? { message } : {}),
        verifiedMs: final.v,
        evidence: { verifiedSeconds, heartbeats: final.h },
      };
    },
  });
  return { ...result, verifiedSeconds };
}
