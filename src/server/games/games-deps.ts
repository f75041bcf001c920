import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import type { RouteMaker } from '../http/define-route';
import type { HandleSequences } from '../shared-state/shared-state';
import type { StartLimiter, StartLimits } from '../watch/start-limiter';
import type { GamePlayActivity } from './timed/game-play-activity';
import type { PlayHandles } from './timed/play-handles';

export interface GamesDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** Most game rewards one user is paid per UTC day, in units (GAME_DAILY_CAP_QTT). */
  dailyCapUnits: bigint;
  /** The server's secret, from which per-session seeds and play handles are derived. */
  secret: string;
  /** Development builds only: lets the car racer's Simulate Finish end a race (never pays). */
  devMode: boolean;
  /** With several processes: play handle sequence numbers claimed across all (decision 021). */
  sequences?: HandleSequences | null;
  /** How often embedded games' verified play is written to their sessions (ms; decision 033). */
  playFlushMs?: number;
  /** Who may be paid for a result (docs/decisions/032). */
  earning: {
    /** Distinct accounts paid per address and subnet, counted in the shared store. */
    limiter: StartLimiter;
    limits: StartLimits;
    /** REQUIRE_EMAIL_CONFIRMATION: an unconfirmed account's results are withheld. */
    requireConfirmedEmail: boolean;
  };
}

/** What every game route needs: one earning limiter and one play activity for the app. */
export interface GameRouteDeps extends GamesDeps {
  handles: PlayHandles;
  activity: GamePlayActivity;
}
export type GameRouteMaker = RouteMaker<GameRouteDeps>;
