import { pilotAllocation } from '../pilot/pilot-allocation';
import type { Job } from './job';
import { startPilotScheduler } from './pilot-scheduler';

/**
 * The daily usage bonus (docs/decisions/018-daily-allocation.md): on start and every
 * PILOT_SCHEDULER_MS, allocates each ended UTC day not yet allocated. Off when
 * PILOT_SCHEDULER is off; Run Now calls the same pass.
 */
export const allocateDailyBonus: Job = {
  name: 'allocate-daily-bonus',
  start: (services) => {
    const { config, logger } = services;
    if (config.PILOT_SCHEDULER !== 'on') return null;
    const { allocate } = pilotAllocation(services);
    return startPilotScheduler({
      intervalMs: config.PILOT_SCHEDULER_MS,
      logger,
      pass: () => allocate('scheduler'),
    });
  },
};
