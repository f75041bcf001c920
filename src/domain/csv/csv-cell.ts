/**
 * A cell a spreadsheet will not run: one starting with = + - @, a tab or a carriage return
 * gets a leading apostrophe (OWASP, CSV injection); quotes, commas and line breaks are
 * quoted with "" for ". Shared by the server's exports and the files the web builds.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text: cells joined by commas, each row ended by CRLF (RFC 4180). */
export const csvRows = (rows: readonly (readonly string[])[]): string =>
  rows.map((cells) => `${cells.join(',')}\r\n`).join('');
