import type { LogEntry } from '@/web/lib/live-log';
import { toast } from '@/web/lib/toast';
import { downloadFile } from './download-file';
import { formatLogsAsJson, formatLogsAsText } from './format-logs';

export const logFileBaseName = 'live-logs';

export function downloadLogs(entries: readonly LogEntry[], format: 'txt' | 'json') {
  const filename = `${logFileBaseName}.${format}`;
  if (format === 'json') downloadFile(filename, formatLogsAsJson(entries), 'application/json');
  else downloadFile(filename, formatLogsAsText(entries), 'text/plain');
}

/** Copies the text form; the clipboard can be missing or refused (no permission, no focus). */
export async function copyLogs(entries: readonly LogEntry[]) {
  try {
    await navigator.clipboard.writeText(formatLogsAsText(entries));
    toast.success('Logs copied to clipboard');
  } catch {
    toast.error('Failed to copy logs');
  }
}
