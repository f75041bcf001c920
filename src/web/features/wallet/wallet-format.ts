import { AmountError, formatQtt, parseQtt } from '@/domain/money/qtt';

/** A decimal QTT string from the server, for display ("1,234.50"); never via floats. */
export function formatAmount(decimal: string): string {
  try {
    return formatQtt(parseQtt(decimal));
  } catch (error) {
    if (error instanceof AmountError) return '—';
    throw error;
  }
}

/** Watch time as the Earn tab words it: '0 min', '45 min', '1 hour', '2.5 hours'. */
export function formatWatchTime(seconds: number): string {
  // Short first sessions show their seconds: '0 min' after a real watch reads like a bug.
  if (seconds > 0 && seconds < 60) return `${Math.floor(seconds)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  const hours = Math.floor(seconds / 360) / 10;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Dates display in en-US format (product rules R11), in the reader's time zone. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** '42s ago' for recent moments, coarser units after a minute, the date after a week. */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)}d ago`;
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}
