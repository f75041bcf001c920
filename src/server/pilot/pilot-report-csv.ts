import { pilotCsvColumns, type PilotReport } from '@/domain/api/pilot';

/** The report's per-user rows as CSV, header exactly `userId,watchMins,gameMins,totalMins`. */
export function pilotReportCsv(report: PilotReport): string {
  const lines = report.rows.map((r) =>
    [r.userId, r.watchMins, r.gameMins, r.totalMins].map(String).join(','),
  );
  return [pilotCsvColumns.join(','), ...lines].join('\r\n') + '\r\n';
}
