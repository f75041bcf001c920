import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import type { HandleSequences } from '../shared-state/shared-state';
import type { StartLimiter } from './start-limiter';
import type { HeartbeatActivity } from './heartbeat-activity';
import type { ReplayGuard } from './replay-guard';
import type { WatchTokenSigner } from './watch-token';

export interface WatchDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  signer: WatchTokenSigner;
  guard: ReplayGuard;
  /** With several processes: each handle's sequence number claimed across all of them. */
  sequences?: HandleSequences | null;
  activity: HeartbeatActivity;
  /** Most watch rewards one user is paid per UTC day, in units. */
  dailyCapUnits: bigint;
  /** Distinct accounts per address and subnet starting rewarded sessions (decision 013). */
  startLimiter: StartLimiter;
  /** REQUIRE_EMAIL_CONFIRMATION: an unconfirmed account is paid nothing (decision 032). */
  requireConfirmedEmail: boolean;
}
