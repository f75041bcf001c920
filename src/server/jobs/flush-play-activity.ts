import type { Job } from './job';

/**
 * Writes what watch heartbeats and embedded games verified to their sessions every
 * HEARTBEAT_FLUSH_MS, and once more when the app closes, so a closed process loses at most
 * one interval (docs/decisions/033-counted-usage.md).
 */
export const flushPlayActivity: Job = {
  name: 'flush-play-activity',
  start: ({ config, heartbeats, gamePlay }) => {
    heartbeats.start(config.HEARTBEAT_FLUSH_MS);
    gamePlay.start(config.HEARTBEAT_FLUSH_MS);
    return {
      stop: async () => {
        await Promise.all([heartbeats.stop(), gamePlay.stop()]);
      },
    };
  },
};
