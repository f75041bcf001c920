/**
 * The rules of timed play (product rules R6, docs/games.md): embedded games
 * earn one QTT for each full 15 seconds of verified play, clamped to the game's maximum;
 * the car racer pays 5 QTT for a finish the server's clock finds plausible.
 */

/** Seconds of verified play for one QTT. */
export const embeddedSecondsPerQtt = 15;

/** The QTT an embedded game pays, and its in-game counter shows, for verified play. */
export function embeddedReward(verifiedSeconds: number, maxReward: number): number {
  if (!Number.isFinite(verifiedSeconds) || verifiedSeconds <= 0) return 0;
  const earned = Math.floor(verifiedSeconds / embeddedSecondsPerQtt);
  return Math.max(0, Math.min(earned, Math.floor(maxReward)));
}

/** QTT for one verified car race. */
export const carRaceRewardQtt = 5;

/**
 * The shortest race the server believes. The track is 2,000 road lengths long and the SUV's
 * top speed covers it in about 50 s; even the shortened test track takes 24 s at top speed,
 * so a finish under 20 s of the server's clock cannot come from driving.
 */
export const carRaceMinSeconds = 20;

/**
 * The longest race the server believes was all driving. A driver who hits every car of the
 * densest, slowest traffic the game sends (380 road lengths apart, 220 a second) finishes
 * in about 105 s, simulated with the game's own physics; the top-speed race is 50 s. 180 s
 * leaves room for a slow device (under 4 frames a second the game's clock falls behind real
 * time) and the two requests. The game pauses while hidden, so a longer race holds time
 * that was not driving, and the server, which sees only its start and finish, cannot tell
 * which part was.
 */
export const carRaceMaxSeconds = 180;

/**
 * The play a finished race counts as usage (docs/decisions/033): its length on the server's
 * clock when a drive could take that long, else nothing (an idle or paused race).
 */
export function carRacePlayedMs(raceMs: number): number {
  const plausible = raceMs >= carRaceMinSeconds * 1000 && raceMs <= carRaceMaxSeconds * 1000;
  return plausible ? raceMs : 0;
}

/** The timer on the car racer page turns urgent from this many seconds. */
export const carRaceUrgentSeconds = 55;

/** m:ss for the race timer. */
export function formatRaceTime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
