/** Proof of Watch Time constants (product rules R5). */

/** The player sends a heartbeat every 10 seconds of play. */
export const heartbeatIntervalSeconds = 10;
/** A watch log every 10% of progress. */
export const watchLogStepPercent = 10;
/** The reward needs 90% of the duration verified; the banner shows at 90% progress. */
export const rewardThreshold = 0.9;

/** True when this whole second of play should send a heartbeat (10, 20, 30 …). */
export const isHeartbeatSecond = (wholeSecond: number) =>
  wholeSecond > 0 && wholeSecond % heartbeatIntervalSeconds === 0;

/** True when this whole-percent progress should send a watch log (10, 20 … 90; 100 at the end). */
export const isWatchLogPercent = (percent: number) =>
  percent > 0 && percent < 100 && percent % watchLogStepPercent === 0;

/** Seconds of verified watch time a reward needs (rounded up). */
export const requiredVerifiedSeconds = (durationSeconds: number) =>
  Math.ceil(durationSeconds * rewardThreshold);

/** Why a completed video paid nothing for an unconfirmed account (docs/decisions/032). */
export const emailUnconfirmedWatchMessage =
  'This video earned no QTT: please confirm your email address first. Use the link ' +
  'we emailed you (signing in again sends a new one); videos you watch after that can earn.';
