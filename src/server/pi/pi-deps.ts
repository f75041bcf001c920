import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import type { PiPlatform, PiPlatformPayment } from '../integrations/pi/pi-platform';

/** What the Pi payment use cases need; `platform` is the Pi Platform client or its stand-in. */
export interface PiDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  platform: PiPlatform;
  /** The only network this server takes payments on (PI_NETWORK): sandbox and production apart. */
  network: PiPlatformPayment['network'];
  /** An order not completed or cancelled this long after it was made is stuck (PI_STUCK_AFTER_S). */
  stuckAfterS: number;
}

/** The Pi payment use cases' dependencies, or null when Pi is off (PI_NOT_CONFIGURED). */
export function piDepsOf(o: {
  config: { PI_NETWORK: PiPlatformPayment['network']; PI_STUCK_AFTER_S: number };
  db: Database;
  clock: Clock;
  logger: Logger;
  piPlatform: PiPlatform | null;
}): PiDeps | null {
  return (
    o.piPlatform && {
      db: o.db,
      clock: o.clock,
      logger: o.logger,
      platform: o.piPlatform,
      network: o.config.PI_NETWORK,
      stuckAfterS: o.config.PI_STUCK_AFTER_S,
    }
  );
}
