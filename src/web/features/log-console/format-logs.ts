import type { LogEntry } from '@/web/lib/live-log';

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:MM:SS in the viewer's local time, as the console shows it. */
export function formatLogTime(timestamp: string) {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return '--:--:--';
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/**
 * JSON text for an entry's data. Store entries are already JSON-safe; the fallback
 * covers anything else so an export can never fail half-way.
 */
export function stringifyLogData(data: unknown, space?: number) {
  try {
    return JSON.stringify(data, null, space) ?? String(data);
  } catch {
    return String(data);
  }
}

/** One line per entry: `[ISO timestamp] TYPE message {json data}`. */
export function formatLogsAsText(entries: readonly LogEntry[]) {
  return entries
    .map((e) => {
      // Line breaks are escaped so that every entry stays on exactly one line.
      const message = e.message.replace(/\r?\n/g, '\\n');
      const data = e.data === undefined ? '' : ` ${stringifyLogData(e.data)}`;
      return `[${e.timestamp}] ${e.type.toUpperCase()} ${message}${data}`;
    })
    .join('\n');
}

/** A pretty JSON array of the entries (their internal ids left out). */
export function formatLogsAsJson(entries: readonly LogEntry[]) {
  const rows = entries.map(({ timestamp, type, message, data }) => ({
    timestamp,
    type,
    message,
    data,
  }));
  return stringifyLogData(rows, 2);
}
