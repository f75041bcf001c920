import { betaCsvColumns, type BetaSignupRow } from '@/domain/api/beta';

/**
 * A cell a spreadsheet will not run: one starting with = + - @, a tab or a carriage return
 * gets a leading apostrophe (OWASP, CSV injection); quotes, commas and line breaks are
 * quoted with "" for ".
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

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
