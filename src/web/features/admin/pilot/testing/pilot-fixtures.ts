import type { PilotDailyRewards, PilotReport, PilotRun } from '@/domain/api/pilot';

export const adaId = '4b0c1c62-5b55-4d35-9f5a-2b0b9d7b7c11';

export const run = (over: Partial<PilotRun> = {}): PilotRun => ({
  day: '2026-11-22',
  budgetQtt: '1000',
  demandQtt: '1500',
  totalQtt: '1000',
  processed: 3,
  scaled: true,
  scale: 0.6667,
  state: 'completed',
  startedBy: 'scheduler',
  startedAt: '2026-11-23T00:00:05.000Z',
  completedAt: '2026-11-23T00:00:06.000Z',
  ...over,
});

export const pilotSummary = (over: Partial<PilotDailyRewards> = {}): PilotDailyRewards => {
  const latest = run();
  return {
    dailyBudgetQtt: '1000',
    processed: latest.processed,
    scaled: latest.scaled,
    scale: latest.scale,
    latest,
    runs: [latest],
    ...over,
  };
};

export const pilotReport = (over: Partial<PilotReport> = {}): PilotReport => ({
  totals: { watchMins: 90, gameMins: 30, totalMins: 120 },
  rows: [{ userId: adaId, userName: 'Ada', watchMins: 90, gameMins: 30, totalMins: 120 }],
  nextCursor: null,
  users: 1,
  since: '2026-11-17',
  series: [
    { day: '2026-11-22', watchMins: 60, gameMins: 0, totalMins: 60 },
    { day: '2026-11-23', watchMins: 30, gameMins: 30, totalMins: 60 },
  ],
  ...over,
});

export const emptyReport = (): PilotReport =>
  pilotReport({
    totals: { watchMins: 0, gameMins: 0, totalMins: 0 },
    rows: [],
    users: 0,
    series: [],
  });
