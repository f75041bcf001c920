import { betaCsvColumns, type BetaSignupRow } from '@/domain/api/beta';
import { csvCell } from '@/domain/csv/csv-cell';

/** The signups as CSV: the header row exactly as specified, interests joined by ';'. */
export function betaSignupsCsv(rows: BetaSignupRow[]): string {
  const lines = rows.map((r) =>
    [
      r.betaId,
      r.email,
      r.name,
      r.piUsername,
      r.deviceType,
      r.experience,
      r.interests.join(';'),
      r.referralSource,
      r.createdAt,
    ]
      .map(csvCell)
      .join(','),
  );
  return [betaCsvColumns.join(','), ...lines].map((l) => `${l}\r\n`).join('');
}
