/** How long until a moment, in words: "5 h 12 min", "12 min", "under a minute". */
export function formatCountdown(ms: number): string {
  if (ms < 60_000) return 'under a minute';
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A moment as the reader's clock shows it ("1:00 AM"), en-US (product rules R11). */
export function formatLocalTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** "Paid at 1:00 AM your time, in 5 h 12 min"; once due, "Being paid now". */
export function describePayout(iso: string, now: number): string {
  const left = new Date(iso).getTime() - now;
  if (left <= 0) return 'Being paid now';
  return `Paid at ${formatLocalTime(iso)} your time, in ${formatCountdown(left)}`;
}
