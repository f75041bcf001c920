import type { PilotPool } from '@/domain/api/pilot';

/** "Full rate" while demand fits the budget, else "Scaled to 62 %". */
export function formatPoolScale(pool: Pick<PilotPool, 'scaled' | 'scale'>): string {
  if (!pool.scaled || pool.scale >= 1) return 'Full rate';
  const percent = (pool.scale * 100).toLocaleString('en-US', { maximumSignificantDigits: 3 });
  return `Scaled to ${percent} %`;
}

/** Minutes with a decimal only under ten ("2.5 min", "6 min"), whole and grouped above. */
export function formatPoolMinutes(minutes: number): string {
  return `${minutes.toLocaleString('en-US', { maximumFractionDigits: minutes < 10 ? 1 : 0 })} min`;
}
