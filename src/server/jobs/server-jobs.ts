import { allocateDailyBonus } from './allocate-daily-bonus';
import { flushPlayActivity } from './flush-play-activity';
import type { Job } from './job';
import { watchBridge } from './watch-bridge-job';

/** Every background job of a server process; `main.ts` and the test apps start these. */
export const serverJobs: readonly Job[] = [flushPlayActivity, allocateDailyBonus, watchBridge];
