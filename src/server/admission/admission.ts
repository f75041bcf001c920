import os from 'node:os';
import type { Config } from '../config';
import { EventLoopLoad } from './event-loop-load';
import { WorkLimiter } from './work-limiter';

/** What decides whether the server takes more work, shared by the app and the auth service. */
export interface Admission {
  hashLimiter: WorkLimiter;
  /** Auth POSTs in progress (sign-in, sign-up, reset…), admitted before any database work. */
  authLimiter: WorkLimiter;
  load: EventLoopLoad;
  /** Requests on connections past this many answer 503 and close the connection. */
  maxConnections: number;
  /** Open client connections, counted by registerAdmission. */
  connections: { open: number };
}

export function createAdmission(config: Config): Admission {
  const hashes = config.HASH_CONCURRENCY ?? os.availableParallelism();
  const bounds = { maxQueue: config.HASH_QUEUE_LIMIT, maxWaitMs: config.HASH_MAX_WAIT_MS };
  return {
    hashLimiter: new WorkLimiter({ concurrency: hashes, ...bounds }),
    // Twice the hashes: while some requests hash, the others do their database round trips.
    authLimiter: new WorkLimiter({ concurrency: hashes * 2, ...bounds }),
    load: new EventLoopLoad({
      maxDelayMs: config.SHED_LOOP_DELAY_MS,
      maxUtilization: config.SHED_LOOP_UTILIZATION,
      sampleMs: 250,
    }),
    maxConnections: config.MAX_CONNECTIONS,
    connections: { open: 0 },
  };
}
