import type { TypingEvent, TypingState } from './speed-typing-replay';
import { speedTyping } from './speed-typing-rules';

/** Fewer events than this say too little about a rhythm to call it inhuman. */
const minEventsToJudge = 20;
/** Faster than a typing world record held for a whole round (~300 wpm). */
const maxCharsPerSecond = 25;
/** How far the log may run ahead of the server's clock (network and timer jitter), ms. */
export const typingClockToleranceMs = 2_000;

/**
 * Why a round's log cannot be a person typing, or null. `elapsedMs` is the server's own
 * clock from the session's start to its finish; the log's offsets are the client's word.
 */
export function typingImplausibility(
  log: readonly TypingEvent[],
  state: TypingState,
  words: readonly string[],
  elapsedMs: number,
): string | null {
  const claimedEnd = state.completedAtMs ?? speedTyping.roundMs;
  if (elapsedMs + typingClockToleranceMs < claimedEnd) {
    return `Finished ${Math.round(elapsedMs / 1000)} s after the start, before the round could end.`;
  }
  const last = log.at(-1)?.[0] ?? 0;
  if (last > elapsedMs + typingClockToleranceMs) return 'The log runs ahead of the server clock.';
  const chars = words.slice(0, state.index).reduce((n, w) => n + w.length + 1, 0);
  if (state.words > 0 && chars * 1000 > maxCharsPerSecond * Math.max(last, 1)) {
    return 'Typed faster than a person can.';
  }
  if (log.length < minEventsToJudge) return null;
  const gaps = log.slice(1).map(([t], i) => t - (log[i]?.[0] ?? 0));
  if (gaps.every((g) => g < 10)) return 'Every key interval was under 10 ms.';
  if (gaps.every((g) => g === gaps[0])) return 'Key intervals had zero variance.';
  return null;
}
