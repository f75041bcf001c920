import type { SpeedTypingFinishRequest, SpeedTypingResult } from '@/domain/api/games-scored';
import { formulaCappedMessage } from '@/domain/games/game-outcome-message';
import { rewardToUnits } from '@/domain/games/reward-clamp';
import { replayTyping, tallyTyping, typingPlayedMs } from '@/domain/games/speed-typing-replay';
import {
  speedTyping,
  speedTypingReward,
  type TypingTally,
} from '@/domain/games/speed-typing-rules';
import { typingImplausibility } from '@/domain/games/typing-plausibility';
import type { GamesDeps } from '../games-deps';
import { inputRhythm, typingRhythmResolutionMs } from '../input-rhythm';
import { settleGameSession, type GameVerdict } from '../settle-game-session';
import { readSecret, typingSecretSchema } from './scored-secrets';

/** The log's timing fingerprint, for the Security Center's same-timing flag (decision 032). */
const rhythmOf = (log: SpeedTypingFinishRequest['log']) =>
  inputRhythm(
    log.map(([t]) => t),
    typingRhythmResolutionMs,
  );

const noScore: TypingTally = { words: 0, errors: 0, accuracy: 0, points: 0, secondsLeft: 0 };

/**
 * Judges a round from its log alone: replays it against the words the server dealt with the
 * same code the web plays with, checks it against the server's clock, and settles once.
 */
export async function finishSpeedTyping(
  deps: GamesDeps,
  o: { userId: string; sessionId: string; body: SpeedTypingFinishRequest },
): Promise<SpeedTypingResult> {
  let score = noScore;
  const result = await settleGameSession(deps, {
    sessionId: o.sessionId,
    userId: o.userId,
    minSpacingMs: speedTyping.roundMs,
    reason: 'Game reward',
    judge: (session, now): GameVerdict => {
      const { words } = readSecret(session, 'speed-typing', typingSecretSchema);
      const state = replayTyping(words, o.body.log);
      score = tallyTyping(state);
      const elapsedMs = now.getTime() - session.startedAt.getTime();
      const evidence = {
        ...score,
        events: o.body.log.length,
        elapsedMs,
        rhythm: rhythmOf(o.body.log),
      };
      // Play runs to the last change the replay accepts, never past the server's clock.
      const verifiedMs = typingPlayedMs(words, o.body.log, elapsedMs);
      const doubt = typingImplausibility(o.body.log, state, words, elapsedMs);
      if (doubt) return { kind: 'withhold', reason: doubt, evidence, verifiedMs };
      const reward = speedTypingReward(score);
      if (!reward.ok) return { kind: 'refuse', message: reward.message, evidence, verifiedMs };
      const amount = rewardToUnits(reward.reward);
      if (reward.formula <= reward.reward) return { kind: 'pay', amount, evidence, verifiedMs };
      const message = formulaCappedMessage({
        title: 'Speed Typing',
        maxReward: speedTyping.maxReward,
        worth: reward.formula,
      });
      return { kind: 'pay', amount, evidence, verifiedMs, message };
    },
  });
  return { ...result, score };
}
