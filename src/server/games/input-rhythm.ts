import { createHash } from 'node:crypto';

/** Gaps compared: enough that two people never match, few enough that one late input is rare. */
const gapsCompared = 30;
/** Fewer inputs than this say nothing about a rhythm. */
const minInputs = 10;

/**
 * A short fingerprint of the gaps between a session's first inputs, each rounded to
 * `resolutionMs` (docs/decisions/032). Two people never produce the same one; a script that
 * replays one timing in many accounts produces it in every one, whatever words or cards it
 * was dealt. Null when there are too few inputs to tell.
 */
export function inputRhythm(timesMs: readonly number[], resolutionMs: number): string | null {
  if (timesMs.length < minInputs) return null;
  const gaps = timesMs
    .slice(1, gapsCompared + 1)
    .map((t, i) => Math.round((t - (timesMs[i] ?? 0)) / resolutionMs));
  return createHash('sha256').update(gaps.join(',')).digest('hex').slice(0, 16);
}

/** Speed Typing's log offsets are the client's own numbers: exact, so compared to 10 ms. */
export const typingRhythmResolutionMs = 10;
/** Memory Master's flips are timed by the server: network jitter, so compared to 100 ms. */
export const flipRhythmResolutionMs = 100;
