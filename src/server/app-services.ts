import type { Logger } from 'pino';
import type { Admission } from './admission/admission';
import type { Auth } from './auth/create-auth';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/open-database';
import type { GamePlayActivity } from './games/timed/game-play-activity';
import type { PiPlatform } from './integrations/pi/pi-platform';
import type { SharedState } from './shared-state/shared-state';
import type { HeartbeatActivity } from './watch/heartbeat-activity';

/**
 * What the app is built around, built once in `buildApp`; each route group's `setup` takes
 * what its handlers need from it (src/server/http/define-route.ts).
 */
export interface AppServices {
  config: Config;
  auth: Auth;
  database: DatabaseHandle;
  db: Database;
  clock: Clock & { shiftMs: number };
  logger: Logger;
  shared: SharedState;
  admission: Admission;
  /** Null when Pi is off (PI_API_KEY unset): every Pi route answers PI_NOT_CONFIGURED. */
  piPlatform: PiPlatform | null;
  /** Watch heartbeats' verified time, written in batches; the Security Center flushes it. */
  heartbeats: HeartbeatActivity;
  /** Embedded games' verified play, written in batches (the flush job, src/server/jobs). */
  gamePlay: GamePlayActivity;
}
