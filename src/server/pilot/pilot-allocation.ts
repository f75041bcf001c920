import { parseQtt } from '@/domain/money/qtt';
import type { AppServices } from '../app-services';
import { allocateDue } from './allocate-due';

/**
 * The daily budget, the usage ceiling and the allocation pass as configured: Run Now and the
 * scheduler job run the same pass, and every reader of usage counts under the same ceiling
 * (run, report, rollup and pool agree).
 */
export function pilotAllocation({
  config,
  db,
  clock,
}: Pick<AppServices, 'config' | 'db' | 'clock'>) {
  const budget = parseQtt(config.PILOT_DAILY_BUDGET_QTT);
  const ceilingSeconds = config.PILOT_DAILY_MINUTES_CAP * 60;
  const allocate = (startedBy: string) =>
    allocateDue(db, {
      now: clock.now(),
      budget,
      startedBy,
      ceilingSeconds,
      requireConfirmedEmail: config.REQUIRE_EMAIL_CONFIRMATION,
    });
  return { budget, ceilingSeconds, allocate };
}
